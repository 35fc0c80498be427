import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import type { CounterOfferDecision } from '@shop/shared/buyout/status';
import { firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { formatPayoutAccount } from './payout-account';
import { formatPostalAddress } from './postal-address';
import { formatPhone } from '@shop/shared/validation/phone';
import { SMART_WATCHES_TYPE_VALUE } from '@shop/shared/selector/SelectorCascade';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { trackBuyoutClick, trackBuyoutView } from '../store/buyout-analytics';
import { buyoutDetailQuery, useAnswerCounterOffer } from './queries';
import { StatusTimeline } from './StatusTimeline';

interface BuyoutDetailViewProps {
  id: number;
  token: string;
  /** The sold device's answers, read-only; the flow fills it with the appraisal feature's form. */
  renderAnswers: (buyout: BuyoutDetail) => ReactNode;
}

/** A sold buyout in review mode: what was sold, grade and price, the seller's data, the status timeline. */
export function BuyoutDetailView({ id, token, renderAnswers }: BuyoutDetailViewProps) {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const locale = i18n.locale as Locale;
  const detail = useQuery(buyoutDetailQuery(api, id, token, locale));
  const answer = useAnswerCounterOffer(id, token, locale);

  useEffect(() => trackBuyoutView('detail', { buyout_id: id }), [id]);

  if (detail.isPending) return <Spinner label={t`Načítám výkup…`} />;
  if (detail.isError) {
    return (
      <Alert kind="error">
        {isApiError(detail.error) && detail.error.status === 404 ? (
          <Trans>Výkup jsme nenašli. Zkontrolujte prosím odkaz.</Trans>
        ) : (
          <Trans>Výkup se nepodařilo načíst. Zkuste to prosím za chvíli.</Trans>
        )}
      </Alert>
    );
  }

  const buyout = detail.data;
  const buyoutId = buyout.id;
  const decide = (decision: CounterOfferDecision) => {
    trackBuyoutClick(decision === 'accept' ? 'counter_offer_accept' : 'counter_offer_decline', { buyout_id: id });
    answer.mutate(decision);
  };

  return (
    <article aria-labelledby="buyout-detail-title">
      <h1 id="buyout-detail-title">
        <Trans>Výkup č. {buyoutId}</Trans>
      </h1>
      <SoldDevice buyout={buyout} />
      {buyout.status === 'counter_offer' && buyout.counter_offer_price !== null && (
        <CounterOffer price={buyout.counter_offer_price} pending={answer.isPending} onDecide={decide} />
      )}
      <div aria-live="polite">
        {answer.isError && <Alert kind="error">{firstErrorMessage(answer.error) ?? t`Odpověď se nepodařilo uložit. Zkuste to prosím znovu.`}</Alert>}
      </div>
      <StatusTimeline history={buyout.status_history} />
      <SellerSummary buyout={buyout} />
      {renderAnswers(buyout)}
    </article>
  );
}

function SoldDevice({ buyout }: { buyout: BuyoutDetail }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const type = buyout.product_type_choice.value === SMART_WATCHES_TYPE_VALUE ? t`Chytré hodinky` : buyout.product_type_choice.label;
  const device = [buyout.manufacturer_choice.label, buyout.product_model_choice.label, buyout.product_color_choice.label].join(' ');
  // The grade staff found at inspection replaces the one the answers reached: the price in force follows from it.
  const regrade = buyout.status_history.findLast((entry) => entry.regrade && entry.regrade.to_quality !== entry.regrade.from_quality)?.regrade ?? null;
  const quality = regrade?.to_quality ?? buyout.conditions_appraisal_result.quality;
  const price = formatPrice(buyout.price, market);
  const originalPrice = buyout.original_price !== buyout.price ? formatPrice(buyout.original_price, market) : null;
  const created = formatDate(buyout.created_at);
  return (
    <Summary>
      <dt>
        <Trans>Zařízení</Trans>
      </dt>
      <dd>
        {type}: {device}
      </dd>
      <dt>
        <Trans>Kvalita</Trans>
      </dt>
      <dd data-testid="buyout-quality">
        {regrade ? (
          <Trans>
            {quality} (přeřazeno ze stupně {regrade.from_quality})
          </Trans>
        ) : (
          quality
        )}
      </dd>
      <dt>
        <Trans>Cena</Trans>
      </dt>
      <dd data-testid="buyout-price">{price}</dd>
      {originalPrice && (
        <>
          <dt>
            <Trans>Původní cena</Trans>
          </dt>
          <dd data-testid="buyout-original-price">
            <s>{originalPrice}</s>
          </dd>
        </>
      )}
      <dt>
        <Trans>Prodáno</Trans>
      </dt>
      <dd>{created}</dd>
      {buyout.buyout_device.imei && (
        <>
          <dt>IMEI</dt>
          <dd>{buyout.buyout_device.imei}</dd>
        </>
      )}
      {buyout.buyout_device.serial_number && (
        <>
          <dt>
            <Trans>Sériové číslo</Trans>
          </dt>
          <dd>{buyout.buyout_device.serial_number}</dd>
        </>
      )}
    </Summary>
  );
}

function CounterOffer({ price, pending, onDecide }: { price: number; pending: boolean; onDecide: (decision: CounterOfferDecision) => void }) {
  const { market } = useMarket();
  const formatted = formatPrice(price, market);
  return (
    <Alert kind="info" title={<Trans>Nová nabídka po kontrole zařízení</Trans>}>
      <p>
        <Trans>
          Po kontrole vám za zařízení nabízíme <strong data-testid="buyout-counter-offer-price">{formatted}</strong>. Přijímáte novou cenu?
        </Trans>
      </p>
      <Button busy={pending} onClick={() => onDecide('accept')}>
        <Trans>Přijmout novou cenu</Trans>
      </Button>{' '}
      <Button variant="secondary" disabled={pending} onClick={() => onDecide('decline')}>
        <Trans>Odmítnout a vrátit zařízení</Trans>
      </Button>
    </Alert>
  );
}

function SellerSummary({ buyout }: { buyout: BuyoutDetail }) {
  const { market } = useMarket();
  const customer = buyout.customer_data;
  const name = [customer.degree_before_name, customer.first_name, customer.last_name].filter(Boolean).join(' ');
  const address = formatPostalAddress(market, customer);
  const pickup = buyout.pickup_address;
  const pickupText = pickup ? formatPostalAddress(market, pickup) : null;
  return (
    <section>
      <h2>
        <Trans>Vaše údaje</Trans>
      </h2>
      <Summary>
        <dt>
          <Trans>Jméno a příjmení</Trans>
        </dt>
        <dd>{name}</dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{customer.e_mail}</dd>
        <dt>
          <Trans>Telefon</Trans>
        </dt>
        <dd>{formatPhone(customer.phone_number)}</dd>
        <dt>
          <Trans>Adresa</Trans>
        </dt>
        <dd>{address}</dd>
        <dt>
          <Trans>Adresa vyzvednutí</Trans>
        </dt>
        <dd>{pickupText ?? <Trans>Stejná jako adresa bydliště</Trans>}</dd>
        <dt>
          <Trans>Účet pro výplatu</Trans>
        </dt>
        <dd>{formatPayoutAccount(customer.bank_account_full_number, customer.bank_code)}</dd>
      </Summary>
    </section>
  );
}

// A seller's long e-mail or address wraps anywhere rather than pushing a phone's screen sideways; on a phone each
// label sits above its value.
const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.spacing.xs};
    }
  }
`;
