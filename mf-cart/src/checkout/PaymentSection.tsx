import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent, type CartReportableProduct } from '@shop/shared/analytics/cart-events';
import type { DeliveryCode, PaymentMethod, PaymentType } from '@shop/shared/contract/checkout';
import type { Locale } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Field } from '@shop/shared/ui/field';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { paymentsQuery, subPaymentsQuery, useChoosePayment } from './queries';
import { useWallets } from '@shop/shared/payments/use-wallets';
import { ChoiceList, Radio } from '@shop/shared/ui/choice';

/** Payment methods the chosen delivery allows; Google Pay / Apple Pay only where this browser can pay with them. */
export function PaymentSection({ products, fieldErrors }: { products: readonly CartReportableProduct[]; fieldErrors: FieldErrors | null }) {
  const checkout = useCheckoutStore();
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const delivery = useCheckout((state) => state.draft.type_delivery_code);
  const chosen = useCheckout((state) => state.draft.type_payment);
  const company = useCheckout((state) => state.draft.payment_company);
  const payments = useQuery(paymentsQuery(api, delivery, i18n.locale as Locale));
  const wallets = useWallets(market);
  const needsCompany = payments.data?.find((payment) => payment.type_payment === chosen)?.has_sub_payments === true;
  const companies = useQuery(subPaymentsQuery(api, chosen, needsCompany));
  const choosePayment = useChoosePayment();

  const usable = (payment: PaymentMethod) =>
    !payment.needs_browser_support || (wallets.data !== undefined && (payment.type_payment === 'google_pay' || payment.type_payment === 'apple_pay') && wallets.data[payment.type_payment]);

  const choose = (payment: PaymentType, paymentCompany = '') => {
    checkout.getState().updateDraft({ type_payment: payment, payment_company: paymentCompany });
    choosePayment.mutate({ body: { type_payment: payment, payment_company: paymentCompany || null, type_delivery_code: delivery as DeliveryCode } });
    reportCartEvent('payment_choice', market, products, { payment_type: payment, payment_company: paymentCompany || null });
  };

  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading">
        <Trans>2. Platba</Trans>
      </h2>
      {delivery === '' && (
        <p>
          <Trans>Nejdřív prosím vyberte způsob doručení.</Trans>
        </p>
      )}
      {payments.isPending && delivery !== '' && <Spinner label={t`Načítání způsobů platby…`} />}
      {payments.isError && (
        <LoadFailed onRetry={() => void payments.refetch()}>
          <Trans>Způsoby platby se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {payments.data && (
        <fieldset data-testid="payments">
          <legend>{t`Způsob platby`}</legend>
          <ChoiceList>
            {payments.data.filter(usable).map((payment) => (
              <Radio
                key={payment.type_payment}
                name="payment"
                value={payment.type_payment}
                disabled={!payment.available}
                checked={chosen === payment.type_payment}
                onChange={() => choose(payment.type_payment)}
                data-testid={`payment-${payment.type_payment}`}
                label={`${payment.name} (${payment.price === 0 ? t`zdarma` : formatPrice(payment.price, market)})`}
              />
            ))}
          </ChoiceList>
          {needsCompany && companies.data && (
            <Field label={t`Splátková společnost`}>
              {(control) => (
                <Select
                  {...control}
                  value={company}
                  onChange={(event) => choose(chosen as PaymentType, event.target.value)}
                  data-testid="payment-company"
                  placeholder={t`Vyberte společnost`}
                  options={companies.data.map((option) => ({ value: option.code, label: option.name }))}
                />
              )}
            </Field>
          )}
          {[...fieldErrorsAt(fieldErrors, ['type_payment']), ...fieldErrorsAt(fieldErrors, ['payment_company']), ...fieldErrorsAt(fieldErrors, ['installment'])].map((message) => (
            <p key={message} role="alert">
              {message}
            </p>
          ))}
        </fieldset>
      )}
    </section>
  );
}
