import type { InstallmentTeaser } from '@shop/shared/contract/catalogue';
import { calculate, planCovers, type InstallmentPlan } from '../../installments/calculator';

/**
 * "Installments from N per month" from the plans staff switched on (`loadInstallmentPlans`): of the plans
 * whose min/max cover the price, the longest; of those, the lowest monthly payment with the provider's rate
 * and down payment, the figure the cart will show. No plan covers the price: no teaser.
 */
export function installmentTeaser(plans: readonly InstallmentPlan[], price: number): InstallmentTeaser | null {
  const covering = plans.filter((plan) => planCovers(plan, price));
  if (covering.length === 0) return null;
  const longest = Math.max(...covering.map((plan) => plan.months));
  const payments = covering.filter((plan) => plan.months === longest).map((plan) => calculate(plan, price).monthly_payment);
  return { months: longest, monthly_payment: Math.min(...payments) };
}
