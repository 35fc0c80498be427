import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ordersMine } from '@shop/shared/contract/orders';
import { ORDER_WINDOWS_DAYS } from '@shop/shared/orders/order-states';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formatDateTime, formatPrice } from '@shop/shared/i18n/market';
import { pagePath } from '@shop/shared/routing/page-paths';
import { queryFor } from '@shop/shared/query/route-query';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useOrderLabels } from './order-labels';

export const OVERVIEW_PAGE_SIZE = 10;

type OrderWindow = (typeof ORDER_WINDOWS_DAYS)[number];

/** O-S2: the logged-in customer's orders, with the O-C1 windows and pages. */
export function OrderOverview() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const labels = useOrderLabels();
  const [days, setDays] = useState<OrderWindow | undefined>(undefined);
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...queryFor(api, ordersMine, { query: { page, page_size: OVERVIEW_PAGE_SIZE, days } }, i18n.locale as 'cs' | 'ro'),
    placeholderData: keepPreviousData,
  });
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.count / OVERVIEW_PAGE_SIZE)) : 1;
  const windowOptions = ORDER_WINDOWS_DAYS.map((value) => ({ value: String(value), label: t`Posledních ${value} dní` }));

  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading">
        <Trans>Moje objednávky</Trans>
      </h1>
      <Field label={t`Období`}>
        {(control) => (
          <Select
            {...control}
            options={windowOptions}
            placeholder={t`Všechny objednávky`}
            value={days === undefined ? '' : String(days)}
            onChange={(event) => {
              setDays(ORDER_WINDOWS_DAYS.find((value) => String(value) === event.target.value));
              setPage(1);
            }}
          />
        )}
      </Field>
      {orders.isPending && <Spinner label={t`Načítám objednávky…`} />}
      {orders.isError && (
        <LoadFailed onRetry={() => void orders.refetch()}>
          <Trans>Objednávky se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {orders.data && orders.data.count === 0 && (
        <p>
          <Trans>V tomto období nemáte žádné objednávky.</Trans>
        </p>
      )}
      {orders.data && orders.data.count > 0 && (
        <ul data-testid="order-list">
          {orders.data.results.map((order) => (
            <li key={order.order_number}>
              <a href={pagePath(market, 'orders', [order.order_number])}>{order.order_number}</a> · {formatDateTime(order.created_at)} · {labels.status(order.status)} ·{' '}
              {labels.payment(order.payment_status)} · <strong>{formatPrice(order.total, market)}</strong>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t`Stránky objednávek`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Předchozí</Trans>
          </Button>{' '}
          <span>
            <Trans>
              Strana {page} z {pages}
            </Trans>
          </span>{' '}
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Další</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}
