import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { TaskDetailSchema, taskList } from '@shop/shared/contract/admin-tasks';
import { staffTasks } from '../db/schema/admin-ops';
import { users } from '../db/schema/users';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const BASE = '/api/new/admin/tasks/';

async function signedIn(app: FastifyInstance, account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(app, app === apps.ro ? 'ro' : 'cs', freshIp());
  assert.equal((await client.login(account.email, account.password)).statusCode, 200);
  return client;
}

async function staffId(): Promise<number> {
  const [row] = await apps.database.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_STAFF.email));
  return row!.id;
}

test('staff create, comment, close and reopen a task; the views mine / open / overdue / done find it (AT-T1)', async () => {
  const staff = await signedIn(apps.cz, TEST_STAFF);
  const me = await staffId();
  const created = await staff.post(BASE, { title: 'Zavolat zákazníkovi', subject_kind: 'order', subject_ref: 'CZ-1001', assignee: me, due_date: '2020-01-31' });
  assert.equal(created.statusCode, 201, created.body);
  const task = v.parse(TaskDetailSchema, created.json());
  assert.equal(task.overdue, true, 'due in 2020 and open');
  assert.equal(task.created_by_email, TEST_STAFF.email);
  const ids = async (view: string) => v.parse(taskList.response, (await staff.get(`${BASE}?view=${view}&page_size=100`)).json()).results.map((row) => row.id);
  assert.ok((await ids('mine')).includes(task.id));
  assert.ok((await ids('overdue')).includes(task.id));
  assert.ok(!(await ids('done')).includes(task.id));

  const commented = await staff.post(`${BASE}${task.id}/comments/`, { body: '<b>nedovolal jsem se</b>' });
  assert.equal(commented.statusCode, 201, commented.body);
  assert.deepEqual(v.parse(TaskDetailSchema, commented.json()).comments.map((comment) => comment.body), ['<b>nedovolal jsem se</b>']);

  const closed = await staff.request({ method: 'PATCH', url: `${BASE}${task.id}/`, body: { ...task, assignee: me, status: 'done' } });
  assert.equal(closed.statusCode, 200, closed.body);
  const done = v.parse(TaskDetailSchema, closed.json());
  assert.equal(done.status, 'done');
  assert.equal(done.overdue, false);
  assert.ok(done.closed_at);
  assert.ok((await ids('done')).includes(task.id));
  assert.ok(!(await ids('open')).includes(task.id));
  assert.ok(!(await ids('mine')).includes(task.id));
  const reopened = v.parse(TaskDetailSchema, (await staff.request({ method: 'PATCH', url: `${BASE}${task.id}/`, body: { title: task.title, status: 'open' } })).json());
  assert.equal(reopened.closed_at, null);
  assert.equal(reopened.assignee, null);

  assert.equal((await (await signedIn(apps.ro, TEST_STAFF)).get(`${BASE}${task.id}/`)).statusCode, 404, 'another market’s task');
});

test('bad input is a 400 on its fields and saves nothing; customers, anonymous and forged requests are refused', async () => {
  const staff = await signedIn(apps.ro, TEST_STAFF);
  const before = (await apps.database.db.select({ id: staffTasks.id }).from(staffTasks)).length;
  const bad = await staff.post(BASE, { title: '', subject_kind: 'buyout', subject_ref: '', due_date: '2026-02-30' });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(Object.keys(bad.json()).sort(), ['due_date', 'title']);
  const noRef = await staff.post(BASE, { title: 'Ověřit výkup', subject_kind: 'buyout', subject_ref: '' });
  assert.equal(noRef.statusCode, 400);
  assert.ok(noRef.json().subject_ref);
  const [customer] = await apps.database.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_CUSTOMER.email));
  const notStaff = await staff.post(BASE, { title: 'X', assignee: customer!.id });
  assert.equal(notStaff.statusCode, 400);
  assert.deepEqual(notStaff.json().assignee, ['Alegeți un angajat activ.']);
  assert.equal((await staff.request({ method: 'POST', url: BASE, body: { title: 'X' }, csrf: false })).statusCode, 403);
  assert.equal((await (await signedIn(apps.ro, TEST_CUSTOMER)).get(BASE)).statusCode, 403);
  assert.equal((await apps.ro.inject({ url: BASE })).statusCode, 401);
  assert.equal((await apps.database.db.select({ id: staffTasks.id }).from(staffTasks)).length, before);
});
