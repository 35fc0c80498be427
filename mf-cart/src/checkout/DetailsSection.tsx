import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '@shop/shared/contract/route';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Field } from '@shop/shared/ui/field';
import { TextArea } from '@shop/shared/ui/input';
import type { BillingDraft, DeliveryAddressDraft } from '../store/checkout-draft';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { DistrictField } from './DistrictField';
import { TextField } from './TextField';

/** Billing (with a company invoice), the delivery address when it differs, and the order's notes. */
export function DetailsSection({ fieldErrors }: { fieldErrors: FieldErrors | null }) {
  const checkout = useCheckoutStore();
  const { t } = useLingui();
  const { market } = useMarket();
  const draft = useCheckout((state) => state.draft);
  const { billing, delivery_address: address, info } = draft;
  const { updateBilling, updateDeliveryAddress, updateInfo } = checkout.getState();
  const billingErrors = (key: keyof BillingDraft) => fieldErrorsAt(fieldErrors, ['order_billing_address', key]);
  const addressErrors = (key: string) => fieldErrorsAt(fieldErrors, ['order_delivery_address', key]);
  const bill = (key: keyof BillingDraft) => (value: string) => updateBilling({ [key]: value });
  const ship = (key: keyof DeliveryAddressDraft) => (value: string) => updateDeliveryAddress({ [key]: value });
  const needsAddress = draft.type_delivery_code === 'courier' || draft.type_delivery_code === 'liftago';

  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading">
        <Trans>3. Fakturační a doručovací údaje</Trans>
      </h2>
      <Grid>
        <TextField label={t`Jméno`} value={billing.first_name} onChange={bill('first_name')} errors={billingErrors('first_name')} required autoComplete="given-name" testId="billing-first-name" />
        <TextField label={t`Příjmení`} value={billing.last_name} onChange={bill('last_name')} errors={billingErrors('last_name')} required autoComplete="family-name" testId="billing-last-name" />
        <TextField label={t`E-mail`} type="email" value={billing.email} onChange={bill('email')} errors={billingErrors('email')} required autoComplete="email" testId="billing-email" />
        <TextField label={t`Telefon`} type="tel" value={billing.phone} onChange={bill('phone')} errors={billingErrors('phone')} required autoComplete="tel" testId="billing-phone" />
        <TextField label={t`Ulice a číslo domu`} value={billing.address} onChange={bill('address')} errors={billingErrors('address')} required autoComplete="street-address" testId="billing-address" />
        <TextField label={t`Město`} value={billing.city} onChange={bill('city')} errors={billingErrors('city')} required autoComplete="address-level2" testId="billing-city" />
        <DistrictField value={billing.district} onChange={bill('district')} errors={billingErrors('district')} autoComplete="" testId="billing-district" />
        <TextField label={t`PSČ`} value={billing.postcode} onChange={bill('postcode')} errors={billingErrors('postcode')} required autoComplete="postal-code" testId="billing-postcode" />
      </Grid>
      <Check>
        <input type="checkbox" checked={billing.invoice_on_company} onChange={(event) => updateBilling({ invoice_on_company: event.target.checked })} data-testid="invoice-on-company" />{' '}
        <Trans>Nakupuji na firmu</Trans>
      </Check>
      {billing.invoice_on_company && (
        <Grid>
          <TextField label={t`Název firmy`} value={billing.company} onChange={bill('company')} errors={billingErrors('company')} required autoComplete="organization" testId="billing-company" />
          <TextField label={market === 'RO' ? t`Identifikační číslo CUI` : t`IČO`} value={billing.tin} onChange={bill('tin')} errors={billingErrors('tin')} required testId="billing-tin" />
          <TextField label={market === 'RO' ? t`DIČ (RO a CUI)` : t`DIČ`} value={billing.vatn} onChange={bill('vatn')} errors={billingErrors('vatn')} hint={market === 'RO' ? t`Např. RO18547290` : t`Např. CZ12345679`} testId="billing-vatn" />
        </Grid>
      )}
      {needsAddress && (
        <Check>
          <input type="checkbox" checked={address.different} onChange={(event) => updateDeliveryAddress({ different: event.target.checked })} data-testid="different-address" />{' '}
          <Trans>Doručit na jinou adresu</Trans>
        </Check>
      )}
      {needsAddress && address.different && (
        <Grid data-testid="delivery-address">
          <TextField label={t`Jméno`} value={address.first_name} onChange={ship('first_name')} errors={addressErrors('first_name')} required autoComplete="shipping given-name" testId="delivery-first-name" />
          <TextField label={t`Příjmení`} value={address.last_name} onChange={ship('last_name')} errors={addressErrors('last_name')} required autoComplete="shipping family-name" testId="delivery-last-name" />
          <TextField label={t`Firma`} value={address.company} onChange={ship('company')} errors={addressErrors('company')} autoComplete="shipping organization" testId="delivery-company" />
          <TextField label={t`Ulice a číslo domu`} value={address.street} onChange={ship('street')} errors={addressErrors('address')} required autoComplete="shipping street-address" testId="delivery-street" />
          <TextField label={t`Město`} value={address.city} onChange={ship('city')} errors={addressErrors('city')} required autoComplete="shipping address-level2" testId="delivery-city" />
          <DistrictField value={address.village} onChange={ship('village')} errors={addressErrors('district')} autoComplete="shipping" testId="delivery-village" />
          <TextField label={t`PSČ`} value={address.postcode} onChange={ship('postcode')} errors={addressErrors('postcode')} required autoComplete="shipping postal-code" testId="delivery-postcode" />
          <TextField label={t`Telefon`} type="tel" value={address.phone} onChange={ship('phone')} errors={addressErrors('phone')} required autoComplete="shipping tel" testId="delivery-phone" />
        </Grid>
      )}
      <Grid>
        <TextField
          label={t`Datum narození`}
          value={info.birth_date}
          onChange={(value) => updateInfo({ birth_date: value })}
          errors={fieldErrorsAt(fieldErrors, ['order_info', 'birth_date'])}
          hint={t`DD.MM.RRRR; potřebujeme jej jen pro splátky.`}
          autoComplete="bday"
          testId="birth-date"
        />
        <TextField
          label={t`Vaše číslo objednávky`}
          value={info.internal_order_number}
          onChange={(value) => updateInfo({ internal_order_number: value })}
          errors={fieldErrorsAt(fieldErrors, ['order_info', 'internal_order_number'])}
          hint={t`Pro firmy, objeví se na faktuře.`}
          testId="internal-order-number"
        />
      </Grid>
      <Field label={t`Poznámka k objednávce`} errors={fieldErrorsAt(fieldErrors, ['order_info', 'note'])}>
        {(control) => <TextArea {...control} rows={3} value={info.note} onChange={(event) => updateInfo({ note: event.target.value })} data-testid="order-note" />}
      </Field>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.column.lg}, 1fr));
  gap: 0 ${({ theme }) => theme.spacing.md};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
