import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderPayments } from '../db/schema/cart';
import { settleFromGateway } from './payment-results';
import type { PaymentProvider } from './provider';

/** Older attempts were abandoned on the gateway's page: asking about them again tells nothing new. */
const ASK_FOR_MS = 24 * 60 * 60_000;
/** Attempts asked per pass, oldest first; the next pass takes the rest. */
const BATCH = 100;

/** One pass: every attempt of the last day still open here is asked at the gateway; returns how many moved. */
export async function sweepOpenPayments(app: FastifyInstance, provider: PaymentProvider): Promise<number> {
  const open = await app.database.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.state, 'created'), gt(orderPayments.createdAt, new Date(Date.now() - ASK_FOR_MS))))
    .orderBy(asc(orderPayments.id))
    .limit(BATCH);
  let moved = 0;
  for (const payment of open) if (await settleFromGateway(app, app.log, provider, payment)) moved += 1;
  return moved;
}

/**
 * The retry of lost notifications: every PAYMENT_SWEEP_INTERVAL_MS the open attempts are asked at the
 * gateway, so a payment approved there reaches its order even when no notification and no status call came
 * (the customer closed the page).
 */
export function schedulePaymentSweep(app: FastifyInstance, provider: PaymentProvider): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOpenPayments(app, provider)
      .catch((error: unknown) => app.log.error({ err: error }, 'the sweep of open payments failed'))
      .finally(() => {
        running = false;
      });
  }, app.config.paymentSweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
