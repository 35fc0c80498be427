import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApiClient } from '@shop/shared/http/api-provider';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { pickupPointsQuery } from './queries';
import { PickupPointMap } from './PickupPointMap';
import { useDebouncedTerm } from './use-debounced-term';
import { Radio } from '@shop/shared/ui/choice';

/**
 * A carrier's pickup point found by typing a town or street (2 characters at least). A congested
 * point is shown but cannot be chosen (spec section 8: dispensing point unavailable or congested).
 */
export function PickupPointSearch({ errors }: { errors: readonly string[] }) {
  const checkout = useCheckoutStore();
  const { t } = useLingui();
  const api = useApiClient();
  const text = useCheckout((state) => state.draft.pickup_search);
  const chosen = useCheckout((state) => state.draft.pickup_point);
  const term = useDebouncedTerm(text);
  const points = useQuery(pickupPointsQuery(api, term));

  return (
    <div data-testid="pickup-points">
      <Field label={t`Město, ulice nebo PSČ výdejního místa`} errors={errors} hint={t`Zadejte alespoň 2 znaky.`}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={text}
            onChange={(event) => checkout.getState().updateDraft({ pickup_search: event.target.value })}
            data-testid="pickup-search"
          />
        )}
      </Field>
      {points.fetchStatus === 'fetching' && <Spinner size="small" label={t`Hledáme výdejní místa…`} />}
      {points.isError && (
        <LoadFailed onRetry={() => void points.refetch()}>
          <Trans>Výdejní místa se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {points.data && points.data.length === 0 && (
        <p role="status">
          <Trans>Žádné výdejní místo tomu neodpovídá.</Trans>
        </p>
      )}
      {points.data && points.data.length > 0 && (
        <fieldset>
          <legend>
            <Trans>Výdejní místa</Trans>
          </legend>
          <PickupPointMap points={points.data} chosen={chosen} onChoose={(code) => checkout.getState().updateDraft({ pickup_point: code })} />
          <Points>
            {points.data.map((point) => (
              <li key={point.id}>
                <Radio
                  name="pickup-point"
                  disabled={point.congested}
                  checked={chosen === point.code}
                  onChange={() => checkout.getState().updateDraft({ pickup_point: point.code })}
                  label={
                    <>
                      <strong>{point.name}</strong> ({point.carrier}), {point.street}, {point.postcode} {point.city}. {point.opening_hours}
                      {point.congested && (
                        <em>
                          {' '}
                          <Trans>Výdejní místo je teď přeplněné, vyberte prosím jiné.</Trans>
                        </em>
                      )}
                    </>
                  }
                />
              </li>
            ))}
          </Points>
        </fieldset>
      )}
    </div>
  );
}

const Points = styled.ul`
  list-style: none;
  padding: 0;
`;
