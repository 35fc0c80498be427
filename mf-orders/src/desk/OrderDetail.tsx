import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { AddProductForm } from './AddProductForm';
import { CancelForm } from './CancelForm';
import { CrateForm } from './CrateForm';
import { EFacturaState } from './EFacturaState';
import { EmailForm } from './EmailForm';
import { InvoiceSection } from './invoice/InvoiceSection';
import { OrderLines } from './OrderLines';
import { PackagingScreen } from './packaging/PackagingScreen';
import { PaymentsSection } from './payments/PaymentsSection';
import { useDeskChanges, useOrderDetail } from './queries';
import { DELIVERY_STATE_NAMES, ORDER_STATE_NAMES, PAYMENT_STATE_NAMES } from '@shop/shared/orders/state-names';
import { Timeline } from './Timeline';
import { useErrorTexts } from './use-error-texts';
import { WithdrawalsSection } from './withdrawals/WithdrawalsSection';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** The order as staff work it (O-S16): O-E1 labels, status moves, cancel, add product, picking, crate, withdrawals, timeline. */
export function OrderDetail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const locale = i18n.locale as Locale;
  const detail = useOrderDetail(orderNumber, locale);
  const changes = useDeskChanges(orderNumber, locale);
  const statusErrors = useErrorTexts(changes.status.error);
  const pickingErrors = useErrorTexts(changes.picking.error);
  const [packing, setPacking] = useState(false);

  const back = (
    <Button variant="link" onClick={onBack}>
      <Trans>Zpět na objednávky</Trans>
    </Button>
  );
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void detail.refetch()}>{firstErrorMessage(detail.error) ?? <Trans>Objednávku se nepodařilo načíst.</Trans>}</LoadFailed>
      </>
    );
  }
  const order = detail.data;
  const onTheFloor = order.status === 'new' || order.status === 'processing';
  if (packing) return <PackagingScreen orderNumber={orderNumber} onBack={() => setPacking(false)} />;
  return (
    <section aria-labelledby="order-heading" data-testid="order-detail">
      {back}
      <StaffTitle id="order-heading">
        <Trans>Objednávka {order.order_number}</Trans>
      </StaffTitle>
      <Facts>
        <dt>{t`Čas`}</dt>
        <dd>{formatDate(order.created_at)}</dd>
        <dt>{t`Jméno zákazníka a firma`}</dt>
        <dd>{[order.customer_name, order.company].filter(Boolean).join(', ')}</dd>
        <dt>{t`E-mail a telefon`}</dt>
        <dd>
          {order.email}, {order.phone}
        </dd>
        <dt>{t`Fakturační adresa`}</dt>
        <dd>{order.billing_address}</dd>
        <dt>{t`Doprava`}</dt>
        <dd>{order.delivery_name}</dd>
        <dt>{t`Stav`}</dt>
        <dd data-testid="order-status">{i18n._(ORDER_STATE_NAMES[order.status])}</dd>
        <dt>{t`Stav platby`}</dt>
        <dd data-testid="payment-status">{i18n._(PAYMENT_STATE_NAMES[order.payment_status])}</dd>
        <dt>{t`Stav doručení`}</dt>
        <dd>{order.delivery_status ? i18n._(DELIVERY_STATE_NAMES[order.delivery_status]) : '–'}</dd>
        <dt>{t`Celkem`}</dt>
        <dd data-testid="order-total">{formatPrice(order.total, market)}</dd>
      </Facts>

      <Actions>
        <Button onClick={() => setPacking(true)} data-testid="open-packaging">
          {onTheFloor ? <Trans>Zabalit objednávku</Trans> : <Trans>Zobrazit balení</Trans>}
        </Button>
      </Actions>

      <h2>
        <Trans>Změnit stav</Trans>
      </h2>
      <Actions>
        {order.next_statuses
          // Packed is reached at the packing table only (O-S13); cancel has its own form.
          .filter((status) => status !== 'cancelled' && status !== 'packed')
          .map((status) => (
            <Button key={status} variant="secondary" busy={changes.status.isPending} onClick={() => changes.status.mutate({ params: { order_number: orderNumber }, body: { status } })}>
              <Trans>Převést do stavu „{i18n._(ORDER_STATE_NAMES[status])}“</Trans>
            </Button>
          ))}
        {order.next_statuses.length === 0 && (
          <p>
            <Trans>Objednávka je uzavřená.</Trans>
          </p>
        )}
      </Actions>
      {statusErrors.general && <Alert kind="error">{statusErrors.general}</Alert>}

      <OrderLines order={order} picking={changes.picking} editable={onTheFloor} />
      {pickingErrors.general && <Alert kind="error">{pickingErrors.general}</Alert>}
      <PaymentsSection order={order} record={changes.payment} />
      <InvoiceSection order={order} />
      <WithdrawalsSection
        withdrawals={order.withdrawals}
        returnable={order.payment_balance.paid - order.payment_balance.refunded}
        cardPaid={order.payments.filter((payment) => payment.method === 'gateway').reduce((sum, payment) => sum + payment.amount, 0)}
      />

      <Forms>
        {onTheFloor && <CrateForm orderNumber={orderNumber} crate={order.crate} assign={changes.crate} />}
        {order.can_add_product && <AddProductForm orderNumber={orderNumber} addProduct={changes.addProduct} />}
        {order.can_cancel && <CancelForm orderNumber={orderNumber} cancel={changes.cancel} />}
        <EmailForm orderNumber={orderNumber} email={order.email} send={changes.email} />
      </Forms>
      {market === 'RO' && <EFacturaState orderNumber={orderNumber} />}
      <Timeline events={order.events} />
    </section>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.column.lg}, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: ${({ theme }) => theme.spacing.lg} 0;
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: flex-start;
  }
`;
