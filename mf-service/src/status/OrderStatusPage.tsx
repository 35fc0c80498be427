import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { isApiError } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { OrderDetailView } from './OrderDetailView';
import { orderDetailQuery } from './queries';

export interface OrderStatusPageProps {
  orderNumber: string;
  token: string;
  /** Opens the lookup form (the link may have been cut, or the customer has only the number). */
  onLookup: () => void;
}

/** The status page from the confirmation e-mail's link. */
export function OrderStatusPage({ orderNumber, token, onLookup }: OrderStatusPageProps) {
  const api = useApiClient();
  const { i18n } = useLingui();
  // Operation names come in the request's language: a language switch asks again.
  const order = useQuery(orderDetailQuery(api, orderNumber, token, i18n.locale as Locale));

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <Alert kind="error">
        {notFound ? (
          <Trans>Zakázku s tímto odkazem jsme nenašli. Zkontrolujte prosím odkaz z e-mailu, nebo ji vyhledejte podle čísla.</Trans>
        ) : (
          <Trans>Zakázku se nepodařilo načíst. Zkuste to prosím za chvíli.</Trans>
        )}{' '}
        <Button variant="link" onClick={onLookup}>
          <Trans>Vyhledat zakázku</Trans>
        </Button>
      </Alert>
    );
  }
  return <OrderDetailView order={order.data} />;
}
