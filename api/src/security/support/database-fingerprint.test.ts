import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { changedTables, fingerprinter } from './database-fingerprint';

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(async () => database.close());

test('the fingerprint sees a row added, changed and removed, and nothing else', async () => {
  const fingerprint = await fingerprinter(database);
  const start = await fingerprint();
  assert.deepEqual(changedTables(start, await fingerprint()), []);
  const run = (query: string) => database.db.execute(sql.raw(query));

  await run("INSERT INTO users (email, password_hash) VALUES ('probe@example.com', 'x')");
  const added = await fingerprint();
  assert.deepEqual(changedTables(start, added), ['users']);

  await run("UPDATE users SET first_name = 'Probe' WHERE email = 'probe@example.com'");
  const changed = await fingerprint();
  assert.deepEqual(changedTables(added, changed), ['users']);

  await run("DELETE FROM users WHERE email = 'probe@example.com'");
  assert.deepEqual(changedTables(changed, await fingerprint()), ['users']);
});
