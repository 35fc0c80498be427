import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { StaffUserSchema, adminActiveUsers, adminUserList } from '@shop/shared/contract/admin-users';
import { outbox } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { addAdmin } from '../security/support/identities';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';

const apps = useMarketApps();
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-1!' };
const SAVE = '/api/new/admin/users/save/';
const LIST = '/api/new/admin/users/';
const ACTIVE = '/api/new/admin/users/active/';
const ME = '/api/new/auth/me/';
const RESET_CONFIRM = '/api/new/account/password-reset/confirm/';
const NEW_PASSWORD = 'Nove.heslo-456';

// The seed has no admin; added once, by the first test that signs in (the apps exist only inside tests).
let adminAdded: Promise<void> | null = null;

async function signedIn(app: FastifyInstance, account: { email: string; password: string }, locale: Locale = 'cs'): Promise<TestClient> {
  adminAdded ??= addAdmin(apps.database);
  await adminAdded;
  const client = new TestClient(app, locale, freshIp());
  const response = await client.login(account.email, account.password);
  assert.equal(response.statusCode, 200, response.body);
  return client;
}

async function lastMailTo(email: string) {
  const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  assert.ok(mail, `no mail to ${email}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  assert.ok(link, mail.text);
  return { subject: mail.subject, text: mail.text, link, token: link.split('/').filter(Boolean).at(-1)! };
}

test('only admin saves and lists staff users; staff read the active users; customers and anonymous get nothing (AT-X2)', async () => {
  const body = { email: `role-check-${Date.now()}@example.cz`, first_name: 'Petr', last_name: 'Novák', role: 'staff' };
  const staff = await signedIn(apps.cz, TEST_STAFF);
  assert.equal((await staff.post(SAVE, body)).statusCode, 403);
  assert.equal((await staff.get(LIST)).statusCode, 403);
  const active = await staff.get(ACTIVE);
  assert.equal(active.statusCode, 200, active.body);
  assert.ok(v.parse(adminActiveUsers.response, active.json()).results.some((row) => row.email === TEST_STAFF.email));
  const customer = await signedIn(apps.cz, TEST_CUSTOMER);
  assert.equal((await customer.get(ACTIVE)).statusCode, 403);
  assert.equal((await customer.post(SAVE, body)).statusCode, 403);
  assert.equal((await apps.cz.inject({ url: LIST })).statusCode, 401);
  const admin = await signedIn(apps.cz, ADMIN);
  assert.equal((await admin.request({ method: 'POST', url: SAVE, body, csrf: false })).statusCode, 403, 'no CSRF token');
  const [row] = await apps.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  assert.equal(row, undefined, 'refused saves created nothing');
});

test('a new staff user gets a set-password link by e-mail, never a password; the link logs them in (AT-A4d)', async () => {
  const admin = await signedIn(apps.ro, ADMIN, 'ro');
  const email = `Ioana.${Date.now()}@Example.ro`;
  const created = await admin.post(SAVE, { email, first_name: 'Ioana', last_name: 'Popescu', role: 'staff' });
  assert.equal(created.statusCode, 201, created.body);
  const user = v.parse(StaffUserSchema, created.json());
  assert.equal(user.email, email.toLowerCase());
  assert.equal(user.active, true);
  assert.ok(!/password/i.test(created.body), 'no password in the answer');

  const mail = await lastMailTo(email.toLowerCase());
  assert.match(mail.subject, /administrarea magazinului/);
  assert.match(mail.link, /\/resetare-parola\//);
  const browser = new TestClient(apps.ro, 'ro', freshIp());
  await browser.get(ME);
  const confirmed = await browser.post(RESET_CONFIRM, { token: mail.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(confirmed.json().user.role, 'staff');

  const listed = v.parse(adminUserList.response, (await admin.get(`${LIST}?search=popescu&page_size=100`)).json());
  assert.deepEqual(listed.results.map((row) => row.id), [user.id]);
});

test('bad input is a 400 on its fields; a taken e-mail too; customers are not edited here', async () => {
  const admin = await signedIn(apps.cz, ADMIN);
  const bad = await admin.post(SAVE, { email: 'not-an-email', first_name: '', last_name: 'X', role: 'customer' });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(Object.keys(bad.json()).sort(), ['email', 'first_name', 'role']);
  const taken = await admin.post(SAVE, { email: TEST_CUSTOMER.email, first_name: 'A', last_name: 'B', role: 'staff' });
  assert.equal(taken.statusCode, 400);
  assert.deepEqual(taken.json().email, ['Účet s tímto e-mailem už existuje.']);
  const [customer] = await apps.database.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_CUSTOMER.email));
  const promoted = await admin.post(SAVE, { id: customer!.id, email: TEST_CUSTOMER.email, first_name: 'A', last_name: 'B', role: 'admin' });
  assert.equal(promoted.statusCode, 404);
  const [still] = await apps.database.db.select({ role: users.role }).from(users).where(eq(users.id, customer!.id));
  assert.equal(still!.role, 'customer');
});

test('deactivating a user ends their sessions and stops their login; nobody deactivates or demotes themselves', async () => {
  const admin = await signedIn(apps.cz, ADMIN);
  const email = `odchazi-${Date.now()}@example.cz`;
  const created = v.parse(StaffUserSchema, (await admin.post(SAVE, { email, first_name: 'Jan', last_name: 'Odchází', role: 'staff' })).json());
  const mail = await lastMailTo(email);
  const browser = new TestClient(apps.cz, 'cs', freshIp());
  await browser.get(ME);
  assert.equal((await browser.post(RESET_CONFIRM, { token: mail.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode, 200);
  assert.equal((await browser.get('/api/new/admin/tasks/')).statusCode, 200, 'a working staff session');

  const deactivated = await admin.post(SAVE, { id: created.id, email, first_name: 'Jan', last_name: 'Odchází', role: 'staff', active: false });
  assert.equal(deactivated.statusCode, 200, deactivated.body);
  assert.equal(deactivated.json().active, false);
  assert.equal((await browser.get('/api/new/admin/tasks/')).statusCode, 401, 'the session ended');
  assert.equal((await new TestClient(apps.cz, 'cs', freshIp()).login(email, NEW_PASSWORD)).statusCode, 400, 'no login while inactive');
  const activeList = v.parse(adminActiveUsers.response, (await admin.get(ACTIVE)).json());
  assert.ok(!activeList.results.some((row) => row.id === created.id));
  const inactive = v.parse(adminUserList.response, (await admin.get(`${LIST}?state=inactive&page_size=100`)).json());
  assert.ok(inactive.results.some((row) => row.id === created.id));

  const [me] = await apps.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  const self = await admin.post(SAVE, { id: me!.id, email: ADMIN.email, first_name: 'A', last_name: 'B', role: 'admin', active: false });
  assert.equal(self.statusCode, 400);
  assert.deepEqual(self.json().active, ['Svůj vlastní účet nemůžete deaktivovat.']);
  const demoted = await admin.post(SAVE, { id: me!.id, email: ADMIN.email, first_name: 'A', last_name: 'B', role: 'staff' });
  assert.equal(demoted.statusCode, 400);
  assert.ok(demoted.json().role);
  assert.equal((await admin.get(ME)).json().user.role, 'admin', 'still an admin, still logged in');
});
