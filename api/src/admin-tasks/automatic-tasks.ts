import { and, eq } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import { marketConfig } from '@shop/shared/i18n/market';
import type { Db } from '../db/database';
import { staffTasks } from '../db/schema/admin-ops';
import { translate } from '../i18n/server-i18n';
import { localMoment } from '../i18n/market-clock';

/**
 * Work the shop hands to its staff by itself (issue #11: "a buyout received waits for inspection; a withdrawal waits
 * for a refund"): an open, unassigned task in the tasks admin, due by the day the work should be done, closed by the
 * shop when the work is done. Keyed by what it is about, so a repeated event never opens a second task.
 */
type AutomaticTask =
  | { kind: 'buyout-inspection'; buyoutId: number }
  | { kind: 'withdrawal-refund'; withdrawalId: number; orderNumber: string }
  | { kind: 'bank-transfer-unpaid'; orderNumber: string };

/**
 * Days staff have: an inspection the next working days; a refund well within the 14 days the law gives (MARKETS.md);
 * an unpaid transfer a couple of days (call the customer, or cancel and free the goods).
 */
const DAYS_TO_DO: Record<AutomaticTask['kind'], number> = { 'buyout-inspection': 2, 'withdrawal-refund': 10, 'bank-transfer-unpaid': 2 };

function keyOf(task: AutomaticTask): string {
  switch (task.kind) {
    case 'buyout-inspection':
      return `buyout-inspection:${task.buyoutId}`;
    case 'withdrawal-refund':
      return `withdrawal-refund:${task.withdrawalId}`;
    case 'bank-transfer-unpaid':
      return `bank-transfer-unpaid:${task.orderNumber}`;
  }
}

function subjectOf(locale: Locale, task: AutomaticTask) {
  switch (task.kind) {
    case 'buyout-inspection':
      return { subjectKind: 'buyout' as const, subjectRef: String(task.buyoutId), title: translate(locale, 'tasks.auto.buyout_inspection', { id: task.buyoutId }) };
    case 'withdrawal-refund':
      return { subjectKind: 'order' as const, subjectRef: task.orderNumber, title: translate(locale, 'tasks.auto.withdrawal_refund', { order: task.orderNumber }) };
    case 'bank-transfer-unpaid':
      return { subjectKind: 'order' as const, subjectRef: task.orderNumber, title: translate(locale, 'tasks.auto.bank_transfer_unpaid', { order: task.orderNumber }) };
  }
}

function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export async function openAutomaticTask(db: Db, market: Market, task: AutomaticTask, now: Date = new Date()): Promise<void> {
  const locale = marketConfig(market).defaultLocale;
  const subject = subjectOf(locale, task);
  await db
    .insert(staffTasks)
    .values({ market, ...subject, dueDate: dayAfter(localMoment(market, now).date, DAYS_TO_DO[task.kind]), automatic: keyOf(task) })
    .onConflictDoNothing({ target: staffTasks.automatic });
}

/** The shop's own task for that work is done (a task staff closed or reopened by hand keeps what they did). */
export async function closeAutomaticTask(db: Db, task: AutomaticTask): Promise<void> {
  await db
    .update(staffTasks)
    .set({ status: 'done', closedAt: new Date() })
    .where(and(eq(staffTasks.automatic, keyOf(task)), eq(staffTasks.status, 'open')));
}
