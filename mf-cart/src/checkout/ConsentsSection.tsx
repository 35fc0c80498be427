import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { reportCartEvent, type CartReportableProduct } from '@shop/shared/analytics/cart-events';
import type { FieldErrors } from '@shop/shared/contract/route';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Checkbox } from '@shop/shared/ui/choice';
import { useCheckout, useCheckoutStore } from '../store/checkout-context';
import { LegalLinks } from './LegalLinks';

/**
 * Terms (required), marketing and promotions (opt-in), the Heureka questionnaire (CZ only; by
 * Heureka's rules an opt-out box, docs/cart.md) and creating an account from the order.
 */
export function ConsentsSection({ products, fieldErrors }: { products: readonly CartReportableProduct[]; fieldErrors: FieldErrors | null }) {
  const checkout = useCheckoutStore();
  const { market } = useMarket();
  const info = useCheckout((state) => state.draft.info);
  const { updateInfo } = checkout.getState();
  const termsErrors = fieldErrorsAt(fieldErrors, ['order_info', 'consent_to_terms_of_service']);

  const agree = (checked: boolean) => {
    updateInfo({ consent_to_terms_of_service: checked });
    if (checked) reportCartEvent('terms_agreement', market, products);
  };

  return (
    <Consents data-testid="consents">
      <LegalLinks />
      <Checkbox
        checked={info.consent_to_terms_of_service}
        onChange={(event) => agree(event.target.checked)}
        aria-invalid={termsErrors.length > 0 || undefined}
        data-testid="consent-terms"
        label={
          <>
            <Trans>Souhlasím s obchodními podmínkami a beru na vědomí zpracování osobních údajů.</Trans> *
          </>
        }
      />
      {termsErrors.map((message) => (
        <p key={message} role="alert">
          {message}
        </p>
      ))}
      <Checkbox
        checked={info.consent_marketing}
        onChange={(event) => updateInfo({ consent_marketing: event.target.checked })}
        label={<Trans>Chci dostávat nabídky na míru (souhlas se zpracováním pro marketing).</Trans>}
      />
      <Checkbox
        checked={info.subscribe_promotions_info}
        onChange={(event) => updateInfo({ subscribe_promotions_info: event.target.checked })}
        label={<Trans>Chci e-mailem dostávat informace o akcích.</Trans>}
      />
      {market === 'CZ' && (
        <Checkbox
          checked={!info.consent_heureka_review}
          onChange={(event) => updateInfo({ consent_heureka_review: !event.target.checked })}
          data-testid="heureka-opt-out"
          label={<Trans>Nesouhlasím se zasláním dotazníku spokojenosti v rámci programu Ověřeno zákazníky.</Trans>}
        />
      )}
      {market === 'CZ' && (
        <Note data-testid="heureka-notice">
          <Trans>
            Pokud políčko nezaškrtnete, předáme váš e-mail a objednané zboží společnosti Heureka Group a.s. jako zpracovateli, aby vám poslala dotazník spokojenosti.
            Z každého dotazníku se můžete odhlásit.
          </Trans>
        </Note>
      )}
      <label>
        <input type="checkbox" checked={info.create_account} onChange={(event) => updateInfo({ create_account: event.target.checked })} data-testid="create-account" />{' '}
        <Trans>Založit si účet – heslo si nastavíte přes odkaz, který vám pošleme e-mailem.</Trans>
      </label>
    </Consents>
  );
}

const Consents = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  border: none;
  padding: 0;
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
