import type { InstallmentArrangeType } from '@shop/shared/contract/cart';
import type { InstallmentOption } from '@shop/shared/contract/checkout';
import type { Market } from '@shop/shared/contract/common';

// The local installment calculator: each provider's plans (months, yearly rate, down payment)
// per market. A real provider would answer these numbers; the interface stays the same.

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
}

const PROVIDERS: Record<Market, { number: number; code: string; arrangeType: InstallmentArrangeType; rate: number; downPaymentPercent: number; minimumPrice: number }[]> = {
  CZ: [
    { number: 1, code: 'home_credit', arrangeType: 'on-store', rate: 0, downPaymentPercent: 10, minimumPrice: 2000 },
    { number: 2, code: 'cofidis', arrangeType: 'online', rate: 9.9, downPaymentPercent: 0, minimumPrice: 3000 },
  ],
  RO: [
    { number: 3, code: 'tbi', arrangeType: 'online', rate: 0, downPaymentPercent: 0, minimumPrice: 300 },
    { number: 4, code: 'brd', arrangeType: 'on-store', rate: 11.5, downPaymentPercent: 10, minimumPrice: 500 },
  ],
};
const MONTHS = [6, 10, 12, 24];

export function installmentPlans(market: Market): InstallmentPlan[] {
  return PROVIDERS[market].flatMap((provider) =>
    MONTHS.map((months) => ({
      id: provider.number * 100 + months,
      provider: provider.code,
      arrangeType: provider.arrangeType,
      months,
      rate: provider.rate,
      downPaymentPercent: provider.downPaymentPercent,
      minimumPrice: provider.minimumPrice,
    })),
  );
}

export function findPlan(market: Market, id: number): InstallmentPlan | undefined {
  return installmentPlans(market).find((plan) => plan.id === id);
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
export function optionsFor(market: Market, price: number): InstallmentOption[] {
  return installmentPlans(market)
    .filter((plan) => price >= plan.minimumPrice)
    .map((plan) => calculate(plan, price));
}

/** The lowest monthly payment of each arrange type. */
export function bestOptions(market: Market, price: number): InstallmentOption[] {
  const best = new Map<InstallmentArrangeType, InstallmentOption>();
  for (const option of optionsFor(market, price)) {
    const current = best.get(option.installmentArrangeType);
    if (!current || option.monthly_payment < current.monthly_payment) best.set(option.installmentArrangeType, option);
  }
  return [...best.values()];
}
