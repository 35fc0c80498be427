import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent } from '@shop/shared/analytics/cart-events';
import type { CartLine } from '@shop/shared/contract/cart';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { useCheckoutStore } from '../store/checkout-context';
import { lineInstallmentsQuery } from './queries';

/**
 * "Pay in installments" for a device line: the plans (on-store or online arrangement, cheapest
 * first) open on demand; the chosen plan becomes the checkout's installment payment.
 */
export function LineInstallments({ line }: { line: CartLine }) {
  const checkout = useCheckoutStore();
  const { t } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const plans = useQuery(lineInstallmentsQuery(api, line.id, open && line.product.is_device));
  if (!line.product.is_device) return null;

  const choose = (installmentId: number) => {
    checkout.getState().updateDraft({ type_payment: 'installments', installment: String(installmentId) });
    reportCartEvent('installments', market, [{ ...line.product, quantity: line.quantity }], { installment_id: installmentId });
  };

  if (!open) {
    return (
      <Button type="button" variant="link" onClick={() => setOpen(true)} aria-expanded={false}>
        <Trans>Koupit na splátky</Trans>
      </Button>
    );
  }
  if (plans.isPending) return <Spinner size="small" label={t`Počítáme splátky…`} />;
  if (plans.isError) return <p role="alert">{t`Splátky se nepodařilo spočítat. Zkuste to prosím později.`}</p>;
  const cheapestFirst = [...plans.data].sort((a, b) => a.monthly_payment - b.monthly_payment);
  return (
    <ul aria-label={t`Splátkové plány`} data-testid="installment-plans">
      {cheapestFirst.map((plan) => (
        <li key={plan.id}>
          {plan.provider}: {t`${plan.months} × ${formatPrice(plan.monthly_payment, market)}`}, {t`RPSN ${plan.rate} %`},{' '}
          {plan.installmentArrangeType === 'online' ? t`sjednání online` : t`sjednání na prodejně`}{' '}
          <Button type="button" variant="link" onClick={() => choose(plan.id)}>
            <Trans>Zvolit</Trans>
          </Button>
        </li>
      ))}
    </ul>
  );
}
