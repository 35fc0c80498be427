import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { installmentApplications } from '../db/schema/installments';
import type { ShopOrderRow } from '../orders/order-access';
import { CURRENCY_OF } from '../payments/provider';
import { calculate, findPlan, loadInstallmentPlans } from './calculator';
import type { InstallmentProviderClient } from './provider';

/** The application row of an order paid by installments, written in the order's transaction with the provider settings it was checked against. */
export async function applicationValues(db: Db, market: Market, orderId: number, planId: number, total: number): Promise<typeof installmentApplications.$inferInsert> {
  const plan = findPlan(await loadInstallmentPlans(db, market), planId)!;
  const option = calculate(plan, total);
  return { orderId, market, provider: plan.provider, planId, months: plan.months, monthlyPayment: option.monthly_payment, amount: total };
}

/**
 * Sends a submitted application to the provider and stores its answer. Runs after the order's
 * transaction (no provider call holds database locks) and on every answer to the same submit, so a
 * provider that was unreachable the first time is asked again by the customer's retry; until then the
 * application stays `submitted`. Only a `submitted` row takes a decision (a cancel wins).
 */
export async function applyForInstallments(db: Db, provider: InstallmentProviderClient, order: ShopOrderRow, log: FastifyBaseLogger): Promise<void> {
  const [application] = await db.select().from(installmentApplications).where(eq(installmentApplications.orderId, order.id));
  if (!application || application.state !== 'submitted') return;
  const billing = order.billingAddress as Record<string, string>;
  try {
    const answer = await provider.apply({
      reference: order.orderNumber,
      provider: application.provider,
      amount: application.amount,
      currency: CURRENCY_OF[order.market],
      months: application.months,
      email: order.email,
      firstName: billing.first_name ?? '',
      lastName: billing.last_name ?? '',
      birthDate: ((order.orderInfo as { birth_date?: string }).birth_date ?? null) || null,
    });
    await db
      .update(installmentApplications)
      .set({ state: answer.decision, providerReference: answer.providerReference, decidedAt: new Date() })
      .where(and(eq(installmentApplications.id, application.id), eq(installmentApplications.state, 'submitted')));
  } catch (error) {
    // The spec's "installment gateway error": the order stands, the application waits for the next try.
    log.error({ err: error, order: order.orderNumber }, 'installment provider unreachable');
  }
}
