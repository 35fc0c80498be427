import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/mail';
import { openTestDatabase } from '../test-support/test-database';
import { createMailer } from './mailer';

let database: Database;

before(async () => {
  database = await openTestDatabase();
});
after(async () => {
  await database.close();
});

const message = {
  to: 'zakaznik@example.cz',
  subject: 'Nabídka výkupu: iPhone 15',
  text: 'Dobrý den, posíláme nabídku.',
  html: '<p>Dobrý den, posíláme nabídku.</p>',
};

test('without SMTP_URL a message lands in the outbox table and as a .eml file under DATA_DIR/outbox', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-mail-'));
  const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@example.com>', dataDir, db: database.db });
  await mailer.sendMail(message);
  mailer.close();

  const rows = await database.db.select().from(outbox);
  assert.equal(rows.length, 1);
  const [row] = rows;
  assert.equal(row!.recipient, message.to);
  assert.equal(row!.subject, message.subject);
  assert.equal(row!.html, message.html);
  assert.match(row!.emlFile, /^outbox\/.+\.eml$/);
  const eml = readFileSync(path.join(dataDir, row!.emlFile), 'utf8');
  assert.match(eml, /^To: zakaznik@example\.cz$/m);
  assert.match(eml, /^From: Shop <no-reply@example\.com>$/m);
  assert.match(eml, /^Subject: =\?UTF-8\?/m);
});

test('with SMTP_URL the message goes to the SMTP server', async () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  try {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <no-reply@example.com>', dataDir: os.tmpdir(), db: database.db });
    await mailer.sendMail(message);
    mailer.close();
    assert.equal(received.length, 1);
    assert.match(received[0]!, /^To: zakaznik@example\.cz$/m);
    assert.equal((await database.db.select().from(outbox)).length, 1, 'nothing more in the outbox');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
