import { Trans, useLingui } from '@lingui/react/macro';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { useCheckout } from '../store/checkout-context';
import { useLiftagoCheck } from './queries';

/** Liftago's same-day courier reaches only addresses near the store: the check asks Liftago before the customer relies on it. */
export function LiftagoCheck() {
  const { t } = useLingui();
  const { market } = useMarket();
  const check = useLiftagoCheck();
  const draft = useCheckout((state) => state.draft);
  const target = draft.delivery_address.different ? draft.delivery_address : { street: draft.billing.address, city: draft.billing.city, postcode: draft.billing.postcode };
  const ready = draft.store !== '' && target.street !== '' && target.city !== '' && target.postcode !== '';

  const run = () =>
    check.mutate({
      body: { store_seo_name: draft.store, delivery_address: { delivery_address: target.street, delivery_city: target.city, delivery_postcode: target.postcode } },
    });

  return (
    <div data-testid="liftago-check">
      <Button type="button" variant="secondary" onClick={run} disabled={!ready} busy={check.isPending}>
        <Trans>Ověřit doručení Liftago na adresu</Trans>
      </Button>
      {!ready && (
        <p>
          <Trans>Vyberte prodejnu a vyplňte adresu (ulici, město a PSČ).</Trans>
        </p>
      )}
      <div role="status">
        {check.data?.data.available === true && (
          <Trans>
            Liftago vás zastihne do {check.data.data.eta_minutes ?? '?'} minut za {formatPrice(check.data.data.price ?? 0, market)}.
          </Trans>
        )}
        {check.data?.data.available === false && <Trans>Na tuto adresu Liftago z vybrané prodejny nedoveze. Zvolte prosím jiný způsob doručení.</Trans>}
        {check.isError && (firstErrorMessage(check.error) ?? t`Dostupnost Liftago se nepodařilo ověřit.`)}
      </div>
    </div>
  );
}
