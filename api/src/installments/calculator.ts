import type { InstallmentArrangeType } from '@shop/shared/contract/cart';
import type { InstallmentOption } from '@shop/shared/contract/checkout';
import type { Market } from '@shop/shared/contract/common';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { installmentProviders } from '../db/schema/admin-feeds';

// The local installment calculator: each provider's plans (months, yearly rate, down payment) per market,
// from the provider settings staff edit (`installment_providers`, docs/admin-commerce.md). A real provider
// would answer these numbers; the interface stays the same.

export interface InstallmentPlan {
  /** Stable id: provider number × 100 + months. */
  id: number;
  provider: string;
  arrangeType: InstallmentArrangeType;
  months: number;
  /** Percent a year. */
  rate: number;
  downPaymentPercent: number;
  minimumPrice: number;
  /** Null: no upper limit. */
  maximumPrice: number | null;
}

/** The market's plans of every provider staff have switched on. */
export async function loadInstallmentPlans(db: Db, market: Market): Promise<InstallmentPlan[]> {
  const providers = await db
    .select()
    .from(installmentProviders)
    .where(and(eq(installmentProviders.market, market), eq(installmentProviders.enabled, true)))
    .orderBy(asc(installmentProviders.number));
  return providers.flatMap((provider) =>
    [...provider.months].sort((a, b) => a - b).map((months) => ({
      id: provider.number * 100 + months,
      provider: provider.code,
      arrangeType: provider.arrangeType,
      months,
      rate: provider.rate,
      downPaymentPercent: provider.downPaymentPercent,
      minimumPrice: provider.minAmount,
      maximumPrice: provider.maxAmount,
    })),
  );
}

export function findPlan(plans: readonly InstallmentPlan[], id: number): InstallmentPlan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** Whether a price lies in the plan's range. */
export function planCovers(plan: InstallmentPlan, price: number): boolean {
  return price >= plan.minimumPrice && (plan.maximumPrice === null || price <= plan.maximumPrice);
}

/** An annuity: the financed part repaid in equal monthly payments at the plan's rate. */
export function calculate(plan: InstallmentPlan, price: number): InstallmentOption {
  const downPayment = Math.round((price * plan.downPaymentPercent) / 100);
  const financed = price - downPayment;
  const monthlyRate = plan.rate / 100 / 12;
  const monthly = monthlyRate === 0 ? financed / plan.months : (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -plan.months);
  const monthlyPayment = Math.ceil(monthly);
  return {
    id: plan.id,
    provider: plan.provider,
    installmentArrangeType: plan.arrangeType,
    months: plan.months,
    rate: plan.rate,
    down_payment: downPayment,
    monthly_payment: monthlyPayment,
    total_paid: downPayment + monthlyPayment * plan.months,
  };
}

/** Every plan the price qualifies for. */
export function optionsFor(plans: readonly InstallmentPlan[], price: number): InstallmentOption[] {
  return plans
    .filter((plan) => planCovers(plan, price))
    .map((plan) => calculate(plan, price));
}

/** The lowest monthly payment of each arrange type. */
export function bestOptions(plans: readonly InstallmentPlan[], price: number): InstallmentOption[] {
  const best = new Map<InstallmentArrangeType, InstallmentOption>();
  for (const option of optionsFor(plans, price)) {
    const current = best.get(option.installmentArrangeType);
    if (!current || option.monthly_payment < current.monthly_payment) best.set(option.installmentArrangeType, option);
  }
  return [...best.values()];
}
