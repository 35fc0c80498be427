import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { czechSeller } from '@shop/shared/validation/sample-sellers';
import { appraisalPost, pickDevice } from '../buyout/test-support/buyout-requests';
import { sellOnlineBody } from '../buyout/test-support/sellers';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/mail';
import { bookingBody } from '../service/orders/test-support/booking-body';
import { send } from '../test-support/public-request';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

const SENDER = 'Elektro Shop & spol.';
let database: Database;
let cz: FastifyInstance;
let ro: FastifyInstance;

before(async () => {
  database = await openTestDatabase();
  cz = await buildTestApp({ database, config: { market: 'CZ', defaultLocale: 'cs', mailSenderName: SENDER, mailFrom: 'vykup@example.cz' } });
  ro = await buildTestApp({ database, config: { market: 'RO', defaultLocale: 'ro' } });
});
after(async () => {
  await cz.close();
  await ro.close();
  await database.close();
});

/** The newest .eml the outbox wrote for `recipient`, raw and parsed. */
async function lastEml(app: FastifyInstance, recipient: string): Promise<{ raw: string; mail: ParsedMail }> {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  assert.ok(row, `a mail to ${recipient}`);
  const raw = await readFile(path.join(app.config.dataDir, row.emlFile), 'utf8');
  return { raw, mail: await simpleParser(raw) };
}

function assertHtmlPart(mail: ParsedMail, expected: { lang: string; shop: string; device: string; price?: string; href?: string }) {
  const html = typeof mail.html === 'string' ? mail.html : '';
  assert.match(html, new RegExp(`<html lang="${expected.lang}">`));
  assert.ok(html.includes(`>${expected.shop}</td>`), 'the shop name heads the message');
  assert.ok(html.includes('background:#0b5cad'), "the shop's primary colour");
  assert.ok(html.includes(expected.device), expected.device);
  if (expected.price) assert.ok(html.includes(`<strong>${expected.price}</strong>`), expected.price);
  if (expected.href) assert.match(html, new RegExp(`<a href="${expected.href.replace(/[.?*+()]/g, '\\$&')}"[^>]*>`));
}

test('the sale confirmation is multipart/alternative: the text part and a clean HTML part, from the configured sender name', async () => {
  const device = await pickDevice(cz, { manufacturer: 'apple' });
  const response = await send(cz, '/api/new/buyout/sell-online/', sellOnlineBody(device));
  assert.equal(response.statusCode, 201, response.body);
  const { location } = response.json() as { location: string };

  const { raw, mail } = await lastEml(cz, czechSeller.e_mail);
  assert.match(raw, /^Content-Type: multipart\/alternative;/m);
  assert.deepEqual(mail.from?.value, [{ name: SENDER, address: 'vykup@example.cz' }]);
  assert.ok(mail.text?.includes(location), 'the text part keeps the link');
  assert.ok(mail.text?.startsWith('Dobrý den, Jan,'));
  const price = /za (\d[\d\s]*Kč)\./.exec(mail.text ?? '')?.[1];
  assert.ok(price, mail.text);
  assertHtmlPart(mail, { lang: 'cs', shop: 'Elektro Shop &#38; spol.', device: '>Apple ', price, href: location });
  assert.ok((mail.html as string).includes('>Stav výkupu</a>'));
});

test('a Romanian offer e-mail: Romanian HTML, the price in lei, the default sender name', async () => {
  const device = await pickDevice(ro, { manufacturer: 'samsung', locale: 'ro' });
  const email = 'oferta@example.ro';
  const response = await send(ro, '/api/new/buyout/send-to-email/', { e_mail: email, ...appraisalPost(device) }, { locale: 'ro' });
  assert.equal(response.statusCode, 201, response.body);

  const { raw, mail } = await lastEml(ro, email);
  assert.match(raw, /^Content-Type: multipart\/alternative;/m);
  assert.equal(mail.from?.value[0]?.name, 'Elektro Shop');
  const price = /vă oferim (\d[\d.\s]*Lei)\./.exec(mail.text ?? '')?.[1];
  assert.ok(price, mail.text);
  assertHtmlPart(mail, { lang: 'ro', shop: 'Elektro Shop', device: '>Samsung ', price });
  assert.ok((mail.html as string).includes('>Deschideți oferta</a>'));
});

test('the service booking confirmation carries the HTML part with the total and the status button', async () => {
  const email = 'servis-html@example.cz';
  const body = await bookingBody(cz, email);
  const response = await send(cz, '/api/new/service/orders/', body);
  assert.equal(response.statusCode, 201, response.body);
  const { raw, mail } = await lastEml(cz, email);
  assert.match(raw, /^Content-Type: multipart\/alternative;/m);
  const html = mail.html as string;
  assert.ok(html.includes('>Celkem</th>'));
  assert.ok(html.includes('>Stav zakázky</a>'));
  assert.ok(html.includes('Dobrý den, Jana,'));
});
