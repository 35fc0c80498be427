import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button } from '@shop/shared/ui/button';
import { CrateScan } from './CrateScan';
import { DeliveryGrid } from './DeliveryGrid';
import { OrderDetail } from './OrderDetail';
import { OrderGrid } from './OrderGrid';
import { StatementImport } from './bank-statement/StatementImport';
import { useDeskAddress } from './use-desk-address';

/**
 * The staff's fulfilment desk: the order grid or the delivery grid, or one order opened from
 * either or by scanning its crate. The open order and the grid are in the address (a reload or a shared link shows
 * the same), the switch between the grids stays visible over an open order, and the grids stay mounted under it,
 * so their filters and page survive going back.
 */
export function OrderDesk() {
  const { t } = useLingui();
  const { open, view, openOrder, showView } = useDeskAddress();
  return (
    <div data-testid="order-desk">
      <Views aria-label={t`Pohled`}>
        {/* The kit's buttons: the view shown is the filled one, and says so with aria-pressed. */}
        <Button variant={open === null && view === 'orders' ? 'primary' : 'secondary'} aria-pressed={open === null && view === 'orders'} onClick={() => showView('orders')}>
          <Trans>Objednávky</Trans>
        </Button>
        <Button variant={open === null && view === 'deliveries' ? 'primary' : 'secondary'} aria-pressed={open === null && view === 'deliveries'} onClick={() => showView('deliveries')}>
          <Trans>Zásilky</Trans>
        </Button>
        <Button variant={open === null && view === 'statement' ? 'primary' : 'secondary'} aria-pressed={open === null && view === 'statement'} onClick={() => showView('statement')}>
          <Trans>Import výpisu</Trans>
        </Button>
      </Views>
      {open && <OrderDetail orderNumber={open} onBack={() => openOrder(null)} />}
      <div hidden={open !== null}>
        <div hidden={view !== 'orders'}>
          <CrateScan onOpen={openOrder} />
          <OrderGrid onOpen={openOrder} />
        </div>
        {view === 'deliveries' && <DeliveryGrid onOpen={openOrder} />}
        {view === 'statement' && <StatementImport onOpen={openOrder} />}
      </div>
    </div>
  );
}

const Views = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
