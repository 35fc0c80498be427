import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent, type CartReportableProduct } from '@shop/shared/analytics/cart-events';
import { RESERVATION_READY_MINUTES } from '@shop/shared/contract/checkout';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Field } from '@shop/shared/ui/field';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { storesQuery } from './queries';
import { ChoiceList, Radio } from '@shop/shared/ui/choice';

/**
 * Store pickup (and the store Liftago leaves from): each store says when the order is ready,
 * "in 30 minutes" where every item is in stock (spec section 9), and offers its time slots.
 */
export function StorePicker({ products, withSlots, errors }: { products: readonly CartReportableProduct[]; withSlots: boolean; errors: readonly string[] }) {
  const checkout = useCheckoutStore();
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const stores = useQuery(storesQuery(api, i18n.locale as Locale, true));
  const chosen = useCheckout((state) => state.draft.store);
  const slot = useCheckout((state) => state.draft.timeslot);

  if (stores.isPending) return <Spinner label={t`Načítání prodejen…`} />;
  if (stores.isError) {
    return (
      <LoadFailed onRetry={() => void stores.refetch()}>
        <Trans>Prodejny se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  }
  const store = stores.data.find((candidate) => candidate.seo_name === chosen);
  const choose = (seoName: string) => {
    checkout.getState().updateDraft({ store: seoName, timeslot: '' });
    if (withSlots) reportCartEvent('reservation', market, products, { store: seoName });
  };

  return (
    <fieldset data-testid="store-picker">
      <legend>{withSlots ? t`Prodejna pro vyzvednutí` : t`Prodejna, ze které kurýr vyjede`}</legend>
      <ChoiceList>
        {stores.data.map((candidate) => (
          <Radio
            key={candidate.id}
            name="store"
            checked={candidate.seo_name === chosen}
            onChange={() => choose(candidate.seo_name)}
            label={
              <>
                <strong>{candidate.name}</strong>, {candidate.street}, {candidate.city}{' '}
                {candidate.all_in_stock && candidate.ready_in_minutes !== null ? (
                  <Trans>– připraveno do {RESERVATION_READY_MINUTES} minut</Trans>
                ) : candidate.ready_in_days !== null ? (
                  <Trans>
                    – připraveno za <Plural value={candidate.ready_in_days} one="# pracovní den" few="# pracovní dny" other="# pracovních dní" />
                  </Trans>
                ) : null}
              </>
            }
          />
        ))}
      </ChoiceList>
      {errors.map((message) => (
        <p key={message} role="alert">
          {message}
        </p>
      ))}
      {withSlots && store && store.timeslots.length > 0 && (
        <Field label={t`Čas vyzvednutí`}>
          {(control) => (
            <Select
              {...control}
              value={slot}
              onChange={(event) => checkout.getState().updateDraft({ timeslot: event.target.value })}
              data-testid="timeslot"
              placeholder={t`Vyberte čas`}
              options={store.timeslots.map((timeslot) => ({ value: String(timeslot.id), label: timeslot.label }))}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
