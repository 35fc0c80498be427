import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent, type CartReportableProduct } from '@shop/shared/analytics/cart-events';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { LiftagoCheck } from './LiftagoCheck';
import { PickupPointSearch } from './PickupPointSearch';
import { deliveriesQuery } from './queries';
import { StorePicker } from './StorePicker';
import { ChoiceList, Radio } from '@shop/shared/ui/choice';

/** Delivery: store pickup, pickup point, courier, Liftago or e-licence by e-mail, and what each needs next. */
export function DeliverySection({ products, fieldErrors }: { products: readonly CartReportableProduct[]; fieldErrors: FieldErrors | null }) {
  const checkout = useCheckoutStore();
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const deliveries = useQuery(deliveriesQuery(api, i18n.locale as Locale));
  const chosen = useCheckout((state) => state.draft.type_delivery_code);

  const choose = (code: string) => {
    checkout.getState().chooseDelivery(code);
    reportCartEvent('shipping_info', market, products, { shipping_tier: code });
  };

  return (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">
        <Trans>1. Doprava</Trans>
      </h2>
      {deliveries.isPending && <Spinner label={t`Načítání způsobů doručení…`} />}
      {deliveries.isError && (
        <LoadFailed onRetry={() => void deliveries.refetch()}>
          <Trans>Způsoby doručení se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {deliveries.data && (
        <fieldset data-testid="deliveries">
          <legend>{t`Způsob doručení`}</legend>
          <ChoiceList>
            {deliveries.data.map((delivery) => (
              <Radio
                key={delivery.code}
                name="delivery"
                value={delivery.code}
                disabled={!delivery.available}
                checked={chosen === delivery.code}
                onChange={() => choose(delivery.code)}
                data-testid={`delivery-${delivery.code}`}
                label={
                  <>
                    {delivery.name} ({delivery.price === 0 ? t`zdarma` : formatPrice(delivery.price, market)})
                    {!delivery.available && <em> – {delivery.reason ?? t`Tento způsob doručení teď není k dispozici.`}</em>}
                  </>
                }
              />
            ))}
          </ChoiceList>
          {fieldErrorsAt(fieldErrors, ['type_delivery_code']).map((message) => (
            <p key={message} role="alert">
              {message}
            </p>
          ))}
        </fieldset>
      )}
      {chosen === 'store' && <StorePicker products={products} withSlots errors={[...fieldErrorsAt(fieldErrors, ['store']), ...fieldErrorsAt(fieldErrors, ['timeslot'])]} />}
      {chosen === 'pickup_point' && <PickupPointSearch errors={fieldErrorsAt(fieldErrors, ['store'])} />}
      {chosen === 'liftago' && (
        <>
          <StorePicker products={products} withSlots={false} errors={fieldErrorsAt(fieldErrors, ['store'])} />
          <LiftagoCheck />
        </>
      )}
      {chosen === 'e_licence' && (
        <p>
          <Trans>Licenci pošleme na e-mail z fakturačních údajů hned po zaplacení.</Trans>
        </p>
      )}
    </section>
  );
}
