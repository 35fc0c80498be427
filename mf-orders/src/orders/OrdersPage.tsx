import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ordersMine, ordersMineDetail, ordersStatus, type OrderStatusDetail } from '@shop/shared/contract/orders';
import { isApiError } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Alert } from '@shop/shared/ui/alert';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { OrderLookupForm } from './OrderLookupForm';
import { OrderOverview } from './OrderOverview';
import { OrderStatusView } from './OrderStatusView';
import { usePageSegments } from '@shop/shared/routing/page-address';

/**
 * `/objednavky/` (RO `/comenzi/`): the overview for a logged-in customer, else the lookup form;
 * `/objednavky/<number>/` one order of the logged-in owner; `/objednavky/<number>/<access>/` the
 * e-mailed link, no account needed.
 */
export function OrdersPage() {
  const [number, access] = usePageSegments('orders');
  const [found, setFound] = useState<OrderStatusDetail | null>(null);
  if (found) return <OrderStatusView order={found} />;
  if (number && access) return <LinkedOrder orderNumber={number} access={access} />;
  if (number) return <OwnOrder orderNumber={number} onFound={setFound} />;
  return <OverviewOrLookup onFound={setFound} />;
}

function OverviewOrLookup({ onFound }: { onFound: (order: OrderStatusDetail) => void }) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  // The first page tells whether someone is logged in; the overview reuses the cached answer.
  const probe = useQuery(queryFor(api, ordersMine, { query: { page: 1, page_size: 10 } }, i18n.locale as 'cs' | 'ro'));
  if (probe.isPending) return <Spinner label={t`Načítám objednávky…`} />;
  if (isApiError(probe.error) && probe.error.status === 401) return <OrderLookupForm onFound={onFound} />;
  return <OrderOverview />;
}

function OwnOrder({ orderNumber, onFound }: { orderNumber: string; onFound: (order: OrderStatusDetail) => void }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  const order = useQuery(queryFor(api, ordersMineDetail, { params: { order_number: orderNumber } }, i18n.locale as 'cs' | 'ro'));
  if (isApiError(order.error) && order.error.status === 401) return <OrderLookupForm initialNumber={orderNumber} onFound={onFound} />;
  return <OrderResult query={order} />;
}

function LinkedOrder({ orderNumber, access }: { orderNumber: string; access: string }) {
  const { i18n } = useLingui();
  const api = useApiClient();
  return <OrderResult query={useQuery(queryFor(api, ordersStatus, { params: { order_number: orderNumber, access } }, i18n.locale as 'cs' | 'ro'))} />;
}

function OrderResult({ query }: { query: { data?: OrderStatusDetail; error: unknown; isPending: boolean; refetch: () => unknown } }) {
  const { t } = useLingui();
  if (query.isPending) return <Spinner label={t`Načítám objednávku…`} />;
  if (query.data) return <OrderStatusView order={query.data} />;
  // O-X7: the server's "order not found" in the user's language.
  if (isApiError(query.error) && query.error.status === 404) return <Alert kind="error">{query.error.detail}</Alert>;
  return (
    <LoadFailed onRetry={() => void query.refetch()}>
      <Trans>Objednávku se nepodařilo načíst.</Trans>
    </LoadFailed>
  );
}
