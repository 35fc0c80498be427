import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { CrateScan } from './CrateScan';
import { DeliveryGrid } from './DeliveryGrid';
import { OrderDetail } from './OrderDetail';
import { OrderGrid } from './OrderGrid';

type DeskView = 'orders' | 'deliveries';

/**
 * The staff's fulfilment desk: the order grid or the delivery grid, or one order opened from
 * either or by scanning its crate. The grids stay mounted under an open order, so their filters
 * and page survive going back.
 */
export function OrderDesk() {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const [view, setView] = useState<DeskView>('orders');
  return (
    <div data-testid="order-desk">
      {open && <OrderDetail orderNumber={open} onBack={() => setOpen(null)} />}
      <div hidden={open !== null}>
        <Views aria-label={t`Pohled`}>
          <button type="button" aria-pressed={view === 'orders'} onClick={() => setView('orders')}>
            <Trans>Objednávky</Trans>
          </button>
          <button type="button" aria-pressed={view === 'deliveries'} onClick={() => setView('deliveries')}>
            <Trans>Zásilky</Trans>
          </button>
        </Views>
        <div hidden={view !== 'orders'}>
          <CrateScan onOpen={setOpen} />
          <OrderGrid onOpen={setOpen} />
        </div>
        {view === 'deliveries' && <DeliveryGrid onOpen={setOpen} />}
      </div>
    </div>
  );
}

const Views = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    font-weight: 600;
    text-decoration: underline;
  }
`;
