import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { adminActiveUsers, adminSaveUser, adminUserList } from '@shop/shared/contract/admin-users';
import { taskCreate } from '@shop/shared/contract/admin-tasks';
import { users } from '../db/schema/users';
import { addAdmin } from '../security/support/identities';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { ROMANIAN_ACCOUNT_DEFAULTS } from '../db/seed/users/seed-romanian-users';

const apps = useMarketApps();
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-1!' };

async function signedIn(market: 'cz' | 'ro', account: { email: string; password: string }): Promise<TestClient> {
  const client = new TestClient(apps[market], market === 'cz' ? 'cs' : 'ro', freshIp());
  assert.equal((await client.login(account.email, account.password)).statusCode, 200);
  return client;
}

test('staff lists and task assignees are the market’s own unless an admin asks for every market (issue #33, point 6)', async () => {
  await addAdmin(apps.database);
  const romanianStaff = ROMANIAN_ACCOUNT_DEFAULTS.staffEmail;
  const czAdmin = await signedIn('cz', ADMIN);
  const invited = await czAdmin.post(adminSaveUser.path, { email: 'nova.kolegyne@example.cz', first_name: 'Nová', last_name: 'Kolegyně', role: 'staff' });
  assert.equal(invited.statusCode, 201, invited.body);
  assert.equal(v.parse(adminSaveUser.response, invited.json()).market, 'CZ', 'an invitation is for the market it is sent from');

  const emails = async (client: TestClient, url: string) => v.parse(adminUserList.response, (await client.get(url)).json()).results.map((row) => row.email);
  const own = await emails(czAdmin, `${adminUserList.path}?page_size=100`);
  assert.ok(own.includes('nova.kolegyne@example.cz') && own.includes(TEST_STAFF.email));
  assert.ok(!own.includes(romanianStaff), 'the Czech list leaves the Romanian staff out');
  assert.ok((await emails(czAdmin, `${adminUserList.path}?page_size=100&markets=all`)).includes(romanianStaff), 'an admin may ask for all');

  const czStaff = await signedIn('cz', TEST_STAFF);
  const assignees = v.parse(adminActiveUsers.response, (await czStaff.get(adminActiveUsers.path)).json()).results.map((row) => row.email);
  assert.ok(assignees.includes(TEST_STAFF.email) && !assignees.includes(romanianStaff));
  const allForStaff = await czStaff.get(`${adminActiveUsers.path}?markets=all`);
  assert.equal(allForStaff.statusCode, 403);
  assert.deepEqual(allForStaff.json(), { detail: 'Pracovníky všech obchodů může zobrazit jen administrátor.' });

  const [ro] = await apps.database.db.select({ id: users.id }).from(users).where(eq(users.email, romanianStaff));
  const task = await czStaff.post(taskCreate.path, { title: 'Přecenit vitrínu', description: '', due_date: null, assignee: ro!.id });
  assert.equal(task.statusCode, 400, 'a task cannot go to another market’s staff');
  assert.ok('assignee' in (task.json() as object));

  const roAssignees = v.parse(adminActiveUsers.response, (await (await signedIn('ro', TEST_STAFF)).get(adminActiveUsers.path)).json()).results.map((row) => row.email);
  assert.ok(roAssignees.includes(romanianStaff) && !roAssignees.includes('nova.kolegyne@example.cz'));
});
