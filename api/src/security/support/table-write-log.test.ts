import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { tableWriteLog } from './table-write-log';

let database: Database;
before(async () => {
  database = await openTestDatabase();
});
after(async () => database.close());

test('the write log sees a row added, changed (even to the same values) and removed, and nothing else', async () => {
  const takeWrites = await tableWriteLog(database);
  const run = (query: string) => database.db.execute(sql.raw(query));
  assert.deepEqual(await takeWrites(), []);

  await run("INSERT INTO users (email, password_hash) VALUES ('probe@example.com', 'x')");
  assert.deepEqual(await takeWrites(), ['users']);
  assert.deepEqual(await takeWrites(), [], 'each check forgets what it answered');

  await run("UPDATE users SET first_name = 'Probe' WHERE email = 'probe@example.com'");
  await run("UPDATE users SET first_name = 'Probe' WHERE email = 'probe@example.com'");
  assert.deepEqual(await takeWrites(), ['users']);

  await run("DELETE FROM users WHERE email = 'probe@example.com'");
  assert.deepEqual(await takeWrites(), ['users']);
});

test('a statement that touches no row, a rolled-back write and the counting tables are no write', async () => {
  const takeWrites = await tableWriteLog(database);
  await database.db.execute(sql.raw("UPDATE users SET first_name = 'Nobody' WHERE email = 'nobody@example.com'"));
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw("INSERT INTO users (email, password_hash) VALUES ('rolled-back@example.com', 'x')"));
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await database.db.execute(sql.raw("INSERT INTO login_failures (email, failures, last_failure_at) VALUES ('probe@example.com', 1, now())"));
  assert.deepEqual(await takeWrites(), []);
});
