import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffTasks } from '../../db/schema/admin-ops';
import { outbox } from '../../db/schema/mail';
import { useMarketApps } from '../../test-support/market-apps';
import { orderAccess } from '../order-access';
import { DESK, deskDetailOf, deskStaff, placeDeskOrder } from '../test-support/desk-fixture';
import { BANK_TRANSFER_DUE_DAYS, PAYMENT_TASK_AFTER_REMINDER_DAYS, sweepPaymentReminders } from './payment-reminders';

const apps = useMarketApps();
let productSkip = 150;
const DAY_MS = 24 * 60 * 60_000;
const daysLater = (days: number) => new Date(Date.now() + days * DAY_MS);
const today = () => new Date().toISOString().slice(0, 10);


const reminderSubject = { CZ: 'Připomínka platby objednávky', RO: 'Memento de plată pentru comanda' } as const;

async function mailsWith(subjectStart: string, number: string) {
  return apps.database.db.select().from(outbox).where(eq(outbox.subject, `${subjectStart} ${number}`));
}

async function tasksOf(number: string) {
  return apps.database.db.select().from(staffTasks).where(and(eq(staffTasks.subjectRef, number), like(staffTasks.automatic, 'bank-transfer-unpaid:%')));
}

async function check(app: FastifyInstance, market: 'CZ' | 'RO', locale: 'cs' | 'ro') {
  const unpaid = await placeDeskOrder(app, apps.database.db, market, productSkip++);
  const partlyPaid = await placeDeskOrder(app, apps.database.db, market, productSkip++);
  const paid = await placeDeskOrder(app, apps.database.db, market, productSkip++);
  const card = await placeDeskOrder(app, apps.database.db, market, productSkip++, 'card');
  const staff = await deskStaff(app, locale);
  const total = (await deskDetailOf(staff, partlyPaid)).total;
  for (const [number, amount] of [[partlyPaid, 1000], [paid, (await deskDetailOf(staff, paid)).total]] as const) {
    const recorded = await staff.post(`${DESK}${number}/payments/`, { amount, received_on: today(), reference: number, method: 'bank_transfer' });
    assert.equal(recorded.statusCode, 200, recorded.body);
  }

  // Before the due date nothing happens.
  const early = await sweepPaymentReminders(app, daysLater(BANK_TRANSFER_DUE_DAYS - 1));
  assert.ok(![unpaid, partlyPaid].some((number) => early.reminded.includes(number)));
  assert.equal((await mailsWith(reminderSubject[market], unpaid)).length, 0);

  // After it: one reminder per unpaid bank transfer, none for the paid one or the card order.
  const due = daysLater(BANK_TRANSFER_DUE_DAYS + 1);
  const first = await sweepPaymentReminders(app, due);
  assert.ok(first.reminded.includes(unpaid) && first.reminded.includes(partlyPaid), JSON.stringify(first));
  assert.ok(!first.reminded.includes(paid) && !first.reminded.includes(card));
  assert.deepEqual(first.tasks.filter((number) => [unpaid, partlyPaid].includes(number)), []);
  const [mail] = await mailsWith(reminderSubject[market], partlyPaid);
  assert.ok(mail, 'the reminder was mailed');
  const left = new Intl.NumberFormat(market === 'CZ' ? 'cs-CZ' : 'ro-RO').format(total - 1000);
  assert.ok(mail.text.replace(/\s/g, ' ').includes(left.replace(/\s/g, ' ')), `${mail.text} names what is left (${left})`);
  const access = orderAccess(app.config.secretKey, partlyPaid);
  assert.ok(mail.text.includes(`${market === 'CZ' ? '/objednavky/' : '/comenzi/'}${partlyPaid}/${access}/`) || mail.text.includes(market === 'CZ' ? 'Moje objednávky' : 'Comenzile mele'));
  if (market === 'CZ') assert.match(mail.text, new RegExp(`variabilní symbol ${partlyPaid.replace(/\D/g, '')}\\.`));
  else assert.match(mail.text, new RegExp(`în contul RO\\d\\d [A-Z0-9 ]+, cu referința în detaliile plății: ${partlyPaid}\\.`));

  // The same pass again (or a second server) mails nothing more.
  const again = await sweepPaymentReminders(app, due);
  assert.ok(!again.reminded.includes(unpaid) && !again.reminded.includes(partlyPaid));
  assert.equal((await mailsWith(reminderSubject[market], unpaid)).length, 1);

  // The partly paid one is settled after the reminder: no task for it; the other gets one task, once.
  const rest = total - 1000;
  assert.equal((await staff.post(`${DESK}${partlyPaid}/payments/`, { amount: rest, received_on: today(), reference: partlyPaid, method: 'bank_transfer' })).statusCode, 200);
  const later = daysLater(BANK_TRANSFER_DUE_DAYS + 1 + PAYMENT_TASK_AFTER_REMINDER_DAYS + 1);
  const withTasks = await sweepPaymentReminders(app, later);
  assert.ok(withTasks.tasks.includes(unpaid) && !withTasks.tasks.includes(partlyPaid), JSON.stringify(withTasks));
  await sweepPaymentReminders(app, later);
  const tasks = await tasksOf(unpaid);
  assert.equal(tasks.length, 1);
  assert.equal(tasks[0]!.status, 'open');
  assert.equal(tasks[0]!.market, market);
  assert.match(tasks[0]!.title, new RegExp(unpaid));

  // Money recorded at last closes the task.
  const unpaidTotal = (await deskDetailOf(staff, unpaid)).total;
  assert.equal((await staff.post(`${DESK}${unpaid}/payments/`, { amount: unpaidTotal, received_on: today(), reference: unpaid, method: 'bank_transfer' })).statusCode, 200);
  assert.equal((await tasksOf(unpaid))[0]!.status, 'done');
}

describe('an unpaid bank transfer after its due date: a reminder e-mail, then a staff task, each once', () => {
  test('CZ', async () => check(apps.cz, 'CZ', 'cs'));
  test('RO', async () => check(apps.ro, 'RO', 'ro'));
});
