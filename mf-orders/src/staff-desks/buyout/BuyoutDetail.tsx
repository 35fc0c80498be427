import { Trans, useLingui } from '@lingui/react/macro';
import { nextStaffStatuses } from '@shop/shared/buyout/status';
import type { BuyoutDetail as Buyout, Regrade } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { formatDate, formatDateTime, formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { Facts } from '../desk-layout';
import { BuyoutRegrade } from './BuyoutRegrade';
import { BuyoutStatusChange } from './BuyoutStatusChange';
import { useBuyoutDetail } from './queries';
import { BUYOUT_STATUS_NAMES } from './status-names';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** The customer's answers as "question: answer" lines, in the appraisal's order (ascending ids). */
function answers(buyout: Buyout) {
  return Object.values(buyout.device_conditions).map((condition) => ({
    id: condition.id,
    question: condition.name,
    answer: condition.value.map((value) => condition.choices.find((choice) => choice.value === value)?.label ?? value).join(', '),
  }));
}

/** O-S17: one buyout as staff handle it: device, answers, grade, price, customer, history and the allowed moves. */
export function BuyoutDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const detail = useBuyoutDetail(id, i18n.locale as Locale);
  const back = (
    <Button variant="link" onClick={onBack}>
      <Trans>Zpět na výkupy</Trans>
    </Button>
  );
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <>
        {back}
        <LoadFailed onRetry={() => void detail.refetch()}>{firstErrorMessage(detail.error) ?? <Trans>Výkup se nepodařilo načíst.</Trans>}</LoadFailed>
      </>
    );
  }
  const buyout = detail.data;
  // The grade found at inspection, when staff re-graded the device.
  const regrade = buyout.status_history.findLast((entry) => entry.regrade !== null)?.regrade ?? null;
  const customer = buyout.customer_data;
  const device = [buyout.manufacturer_choice.label, buyout.product_model_choice.label, buyout.product_color_choice.label].join(', ');
  return (
    <section aria-labelledby="buyout-heading" data-testid="buyout-detail">
      {back}
      <StaffTitle id="buyout-heading">
        <Trans>Výkup {buyout.id}</Trans>
      </StaffTitle>
      <Facts>
        <dt>{t`Vytvořeno`}</dt>
        <dd>{formatDate(buyout.created_at)}</dd>
        <dt>{t`Stav`}</dt>
        <dd data-testid="buyout-status">{i18n._(BUYOUT_STATUS_NAMES[buyout.status])}</dd>
        <dt>{t`Zařízení`}</dt>
        <dd>{device}</dd>
        <dt>{t`IMEI / sériové číslo`}</dt>
        <dd>{[buyout.buyout_device.imei, buyout.buyout_device.serial_number].filter(Boolean).join(' / ') || '–'}</dd>
        {buyout.buyout_device.note && (
          <>
            <dt>{t`Poznámka zákazníka`}</dt>
            <dd>{buyout.buyout_device.note}</dd>
          </>
        )}
        <dt>{t`Stupeň`}</dt>
        <dd data-testid="buyout-quality">
          {regrade && regrade.to_quality !== regrade.from_quality ? (
            <GradeFound regrade={regrade} />
          ) : (
            buyout.conditions_appraisal_result.quality
          )}
        </dd>
        <dt>{t`Cena`}</dt>
        <dd data-testid="buyout-price">{formatPrice(buyout.price, market)}</dd>
        {buyout.original_price !== buyout.price && (
          <>
            <dt>{t`Původní cena`}</dt>
            <dd>{formatPrice(buyout.original_price, market)}</dd>
          </>
        )}
        {buyout.counter_offer_price !== null && (
          <>
            <dt>{t`Nabídnutá cena`}</dt>
            <dd>{formatPrice(buyout.counter_offer_price, market)}</dd>
          </>
        )}
        <dt>{t`Zákazník`}</dt>
        <dd>{[customer.degree_before_name, customer.first_name, customer.last_name].filter(Boolean).join(' ')}</dd>
        <dt>{t`E-mail a telefon`}</dt>
        <dd>
          {customer.e_mail}, {customer.phone_number}
        </dd>
        <dt>{t`Adresa`}</dt>
        <dd>{[customer.street, customer.city, customer.postcode].filter(Boolean).join(', ')}</dd>
        <dt>{t`Bankovní účet`}</dt>
        <dd>{[customer.bank_account_full_number, customer.bank_code].filter(Boolean).join('/')}</dd>
      </Facts>

      <h2>
        <Trans>Odpovědi zákazníka</Trans>
      </h2>
      <Facts data-testid="buyout-answers">
        {answers(buyout).map((row) => (
          <Answer key={row.id} question={row.question} answer={row.answer} />
        ))}
      </Facts>

      {/* A received device's only move is its inspection, which the re-grade form makes (the same grade moves it on unchanged). */}
      {buyout.status === 'received' ? <BuyoutRegrade buyout={buyout} /> : <BuyoutStatusChange id={buyout.id} status={buyout.status} next={nextStaffStatuses(buyout.status)} counterOfferPrice={buyout.counter_offer_price} />}

      <h2 id="buyout-history-heading">
        <Trans>Historie výkupu</Trans>
      </h2>
      <ol aria-labelledby="buyout-history-heading" data-testid="buyout-history">
        {buyout.status_history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time> {i18n._(BUYOUT_STATUS_NAMES[entry.status])}
            {entry.price !== null && <> ({formatPrice(entry.price, market)})</>}
            {entry.regrade && entry.regrade.to_quality !== entry.regrade.from_quality && (
              <>
                {' – '}
                <RegradeLine regrade={entry.regrade} />
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Answer({ question, answer }: { question: string; answer: string }) {
  return (
    <>
      <dt>{question}</dt>
      <dd>{answer || '–'}</dd>
    </>
  );
}


/** The grade found at inspection with the one the customer's answers reached. */
function GradeFound({ regrade }: { regrade: Regrade }) {
  const { to_quality: found, from_quality: sold } = regrade;
  return (
    <Trans>
      {found} (přeřazeno ze stupně {sold})
    </Trans>
  );
}

/** A history step's re-grade: both grades with the price each gives (the lower one was offered to the customer). */
function RegradeLine({ regrade }: { regrade: Regrade }) {
  const { market } = useMarket();
  const { from_quality: from, to_quality: to } = regrade;
  const fromPrice = formatPrice(regrade.from_price, market);
  const toPrice = formatPrice(regrade.to_price, market);
  return (
    <span data-testid="buyout-regrade">
      <Trans>
        přeřazeno ze stupně {from} ({fromPrice}) na {to} ({toPrice})
      </Trans>
    </span>
  );
}
