import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { openAutomaticTask } from '../../admin-tasks/automatic-tasks';
import { shopOrders } from '../../db/schema/cart';
import { sendOrderNotice } from '../order-notice-mail';

/** A bank transfer is due this many days after the order (the thank-you page and confirmation ask to pay at once). */
export const BANK_TRANSFER_DUE_DAYS = 7;
/** Days after the reminder before staff get a task: time for a payment sent on the reminder day to arrive. */
export const PAYMENT_TASK_AFTER_REMINDER_DAYS = 5;
/** Orders claimed per step of one pass; the next pass takes the rest. */
const BATCH = 100;

const DAY_MS = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Bank-transfer orders of this market still owing money and still going ahead (a cancelled or returned order owes nothing). */
function owing(market: Market) {
  return and(eq(shopOrders.market, market), eq(shopOrders.paymentType, 'bank_transfer'), ne(shopOrders.paymentStatus, 'paid'), notInArray(shopOrders.status, ['cancelled', 'returned']));
}

/**
 * One pass of the O-R3 reminders: an unpaid bank transfer past its due date gets one reminder e-mail, and one still
 * unpaid PAYMENT_TASK_AFTER_REMINDER_DAYS later an automatic staff task. Each step is claimed by an UPDATE that sets
 * its timestamp only where it is still null (PostgreSQL re-checks that after waiting for a concurrent pass's row
 * lock), so two servers or two passes never mail or open twice. The mail goes after the claim: a failed mail is
 * logged and not retried, since a second reminder is worse than a missing one and the task follows anyway.
 */
export async function sweepPaymentReminders(app: FastifyInstance, now: Date = new Date()): Promise<{ reminded: string[]; tasks: string[] }> {
  const db = app.database.db;
  const market = app.config.market;
  const overdue = and(owing(market), isNull(shopOrders.paymentRemindedAt), lt(shopOrders.createdAt, daysBefore(now, BANK_TRANSFER_DUE_DAYS)));
  const reminded = await db
    .update(shopOrders)
    .set({ paymentRemindedAt: now })
    .where(and(overdue, inArray(shopOrders.id, db.select({ id: shopOrders.id }).from(shopOrders).where(overdue).limit(BATCH))))
    .returning({ orderNumber: shopOrders.orderNumber });
  for (const { orderNumber } of reminded) await sendOrderNotice(app, app.log, orderNumber, app.config.publicUrl, { kind: 'payment_reminder' });

  const stillUnpaid = and(owing(market), isNotNull(shopOrders.paymentRemindedAt), isNull(shopOrders.paymentTaskAt), lt(shopOrders.paymentRemindedAt, daysBefore(now, PAYMENT_TASK_AFTER_REMINDER_DAYS)));
  const tasks = await db
    .update(shopOrders)
    .set({ paymentTaskAt: now })
    .where(and(stillUnpaid, inArray(shopOrders.id, db.select({ id: shopOrders.id }).from(shopOrders).where(stillUnpaid).limit(BATCH))))
    .returning({ orderNumber: shopOrders.orderNumber });
  for (const { orderNumber } of tasks) await openAutomaticTask(db, market, { kind: 'bank-transfer-unpaid', orderNumber }, now);
  return { reminded: reminded.map((row) => row.orderNumber), tasks: tasks.map((row) => row.orderNumber) };
}

/** Runs the reminders every PAYMENT_REMINDER_INTERVAL_MS (default an hour: due dates are days, not minutes). */
export function schedulePaymentReminders(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepPaymentReminders(app)
      .catch((error: unknown) => app.log.error({ err: error }, 'the sweep of bank-transfer reminders failed'))
      .finally(() => {
        running = false;
      });
  }, app.config.paymentReminderIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
