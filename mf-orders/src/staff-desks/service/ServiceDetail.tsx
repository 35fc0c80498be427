import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { formatDate, formatDateTime, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { nextServiceStatuses } from '@shop/shared/service/order-status';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { Facts } from '../desk-layout';
import { useErrorTexts } from '../use-error-texts';
import { useServiceOrder, useServiceStatusChange } from './queries';
import { SERVICE_STATUS_NAMES } from './status-names';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** O-S17: one service order as staff handle it: device, repairs, slot, customer contact, history and the allowed moves. */
export function ServiceDetail({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const locale = i18n.locale as Locale;
  const detail = useServiceOrder(orderNumber, locale);
  const change = useServiceStatusChange(orderNumber, locale);
  const errors = useErrorTexts(change.error);
  const back = (
    <Button variant="link" onClick={onBack}>
      <Trans>Zpět na servisní zakázky</Trans>
    </Button>
  );
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void detail.refetch()}>{firstErrorMessage(detail.error) ?? <Trans>Zakázku se nepodařilo načíst.</Trans>}</LoadFailed>
      </>
    );
  }
  const order = detail.data;
  const next = nextServiceStatuses(order.status);
  return (
    <section aria-labelledby="service-heading" data-testid="service-detail">
      {back}
      <StaffTitle id="service-heading">
        <Trans>Servisní zakázka {order.order_number}</Trans>
      </StaffTitle>
      <Facts>
        <dt>{t`Stav`}</dt>
        <dd data-testid="service-status">{i18n._(SERVICE_STATUS_NAMES[order.status])}</dd>
        <dt>{t`Zařízení`}</dt>
        <dd>{[order.device.manufacturer, order.device.model, order.device.color].filter(Boolean).join(', ')}</dd>
        <dt>{t`Termín`}</dt>
        <dd>
          {formatDate(order.slot.date)} {order.slot.time}, {order.center.name}
        </dd>
        <dt>{t`Zákazník`}</dt>
        <dd>{order.customer_name}</dd>
        <dt>{t`E-mail a telefon`}</dt>
        <dd>
          {order.e_mail}, {order.phone_number}
        </dd>
        {order.note && (
          <>
            <dt>{t`Poznámka zákazníka`}</dt>
            <dd>{order.note}</dd>
          </>
        )}
        <dt>{t`Cena`}</dt>
        <dd>{formatPrice(order.total_price, market)}</dd>
      </Facts>

      <h2 id="service-operations-heading">
        <Trans>Opravy</Trans>
      </h2>
      <ul aria-labelledby="service-operations-heading">
        {order.operations.map((operation) => (
          <li key={operation.id}>
            {operation.name}: {formatPrice(operation.price, market)}
          </li>
        ))}
      </ul>

      <h2>
        <Trans>Změnit stav</Trans>
      </h2>
      <Actions>
        {next.map((status) => (
          <Button key={status} variant={status === 'cancelled' ? 'danger' : 'secondary'} busy={change.isPending} onClick={() => change.mutate({ params: { order_number: orderNumber }, body: { status } })}>
            <Trans>Převést do stavu „{i18n._(SERVICE_STATUS_NAMES[status])}“</Trans>
          </Button>
        ))}
        {next.length === 0 && (
          <p>
            <Trans>Zakázka je uzavřená.</Trans>
          </p>
        )}
      </Actions>
      {errors.general && <Alert kind="error">{errors.general}</Alert>}

      <h2 id="service-history-heading">
        <Trans>Historie zakázky</Trans>
      </h2>
      <ol aria-labelledby="service-history-heading" data-testid="service-history">
        {order.status_history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time> {i18n._(SERVICE_STATUS_NAMES[entry.status])}
          </li>
        ))}
      </ol>
    </section>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
