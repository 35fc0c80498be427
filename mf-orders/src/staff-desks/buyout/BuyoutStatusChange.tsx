import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { BuyoutStatus } from '@shop/shared/buyout/status';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { useErrorTexts } from '../use-error-texts';
import { useBuyoutStatusChange } from './queries';
import { BUYOUT_STATUS_NAMES } from './status-names';

/**
 * The moves staff may make now (the shared transition table decides, the server checks again):
 * one button each, the counter-offer with its new price. A refused move shows the server's
 * message and keeps the typed price.
 */
export function BuyoutStatusChange({ id, status, next, counterOfferPrice }: { id: number; status: BuyoutStatus; next: readonly BuyoutStatus[]; counterOfferPrice: number | null }) {
  const { market } = useMarket();
  const { t, i18n } = useLingui();
  const change = useBuyoutStatusChange(id, i18n.locale as Locale);
  const errors = useErrorTexts(change.error);
  const [price, setPrice] = useState('');
  const priceErrors = errors.field('counter_offer_price');
  return (
    <section aria-labelledby="buyout-move-heading">
      <h2 id="buyout-move-heading">
        <Trans>Změnit stav</Trans>
      </h2>
      <Actions>
        {next
          .filter((status) => status !== 'counter_offer')
          .map((status) => (
            <Button key={status} variant="secondary" busy={change.isPending} onClick={() => change.mutate({ params: { id }, body: { status } })}>
              <Trans>Převést do stavu „{i18n._(BUYOUT_STATUS_NAMES[status])}“</Trans>
            </Button>
          ))}
        {next.length === 0 &&
          (status === 'counter_offer' ? (
            // Not closed: the customer's answer to the new price is what moves it on, so staff wait for it.
            <p data-testid="buyout-waiting">
              {counterOfferPrice === null ? (
                <Trans>Čeká se na odpověď zákazníka na novou nabídku.</Trans>
              ) : (
                <Trans>Čeká se na odpověď zákazníka na novou nabídku {formatPrice(counterOfferPrice, market)}.</Trans>
              )}
            </p>
          ) : (
            <p>
              <Trans>Výkup je uzavřený.</Trans>
            </p>
          ))}
      </Actions>
      {next.includes('counter_offer') && (
        <CounterOffer
          aria-label={t`Nabídnout novou cenu`}
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({ params: { id }, body: { status: 'counter_offer', counter_offer_price: Number(price) } }, { onSuccess: () => setPrice('') });
          }}
        >
          <Field label={t`Nová cena`} errors={priceErrors} required>
            {(control) => <Input {...control} inputMode="numeric" value={price} onChange={(event) => setPrice(event.target.value.trim())} data-testid="counter-offer-price" />}
          </Field>
          <Button type="submit" variant="secondary" busy={change.isPending}>
            <Trans>Nabídnout novou cenu</Trans>
          </Button>
        </CounterOffer>
      )}
      {errors.general && priceErrors.length === 0 && (
<Alert kind="error">{errors.general}</Alert>
      )}
    </section>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const CounterOffer = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;
