import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { asc, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { OrderStatusSchema } from '@shop/shared/contract/orders';
import { outbox } from '../db/schema/mail';
import { packByScanning } from '../packaging/test-support/pack-order';
import { useMarketApps } from '../test-support/market-apps';
import { pdfText } from '../test-support/pdf-text';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { orderAccess } from './order-access';
import { DESK, deskDetailOf, deskStaff, placeDeskOrder } from './test-support/desk-fixture';

const apps = useMarketApps();
let productSkip = 130;

/** The mails about the order so far, oldest first (every order mail names the order number in its subject). */
async function mailsOf(number: string) {
  return apps.database.db.select().from(outbox).where(like(outbox.subject, `%${number}%`)).orderBy(asc(outbox.id));
}

const today = () => new Date().toISOString().slice(0, 10);
const patchStatus = (staff: TestClient, number: string, status: string) => staff.request({ method: 'PATCH', url: `${DESK}${number}/status/`, body: { status } });

async function walk(app: FastifyInstance, market: 'CZ' | 'RO', locale: 'cs' | 'ro') {
  const number = await placeDeskOrder(app, apps.database.db, market, productSkip++);
  const statusPage = `${market === 'CZ' ? '/objednavky/' : '/comenzi/'}${number}/${orderAccess(app.config.secretKey, number)}/`;
  const staff = await deskStaff(app, locale);
  const total = (await deskDetailOf(staff, number)).total;
  assert.equal((await staff.post(`${DESK}${number}/payments/`, { amount: total, received_on: today(), reference: number, method: 'bank_transfer' })).statusCode, 200);
  assert.equal((await patchStatus(staff, number, 'processing')).statusCode, 200);
  await packByScanning(apps.database.db, staff, number);
  const packageId = (await deskDetailOf(staff, number)).packages[0]!.id;
  const handed = await staff.post(`/api/new/orders/staff/deliveries/${packageId}/hand-over/`, {});
  assert.equal(handed.statusCode, 200, handed.body);
  const { delivery_number: deliveryNumber, tracking_url: trackingUrl } = handed.json() as { delivery_number: string; tracking_url: string };
  assert.equal((await patchStatus(staff, number, 'delivered')).statusCode, 200);
  return { number, statusPage, staff, total, deliveryNumber, trackingUrl };
}

describe('the customer is told each step by e-mail, with the status page link', () => {
  test('CZ: confirmation, payment received, handed to the carrier with tracking, delivered, money refunded; the status page shows it all', async () => {
    const { number, statusPage, staff, total, deliveryNumber, trackingUrl } = await walk(apps.cz, 'CZ', 'cs');
    const subjects = (await mailsOf(number)).map((mail) => mail.subject);
    assert.deepEqual(subjects.filter((subject) => !subject.startsWith('Faktura')), [
      `Potvrzení objednávky ${number}`,
      `Přijali jsme platbu k objednávce ${number}`,
      `Objednávka ${number} je na cestě`,
      `Objednávka ${number} je doručena`,
    ]);
    const mails = await mailsOf(number);
    const text = (subject: string) => mails.find((mail) => mail.subject.startsWith(subject))!.text;
    assert.match(text('Potvrzení'), new RegExp(`Stav objednávky a platby najdete zde: http://localhost\\S*${statusPage}`));
    assert.match(text('Přijali jsme platbu'), /Celkem zaplaceno [\d\u00a0]+\u00a0Kč z [\d\u00a0]+\u00a0Kč\./);
    assert.ok(text('Objednávka ' + number + ' je na cestě').includes(`dopravci PPL, číslo zásilky ${deliveryNumber}.\nKde je, uvidíte zde: ${trackingUrl}`));
    assert.match(text(`Objednávka ${number} je doručena`), /Od smlouvy můžete odstoupit do \d{2}\.\d{2}\.\d{4}\./);
    for (const mail of mails) assert.ok(mail.subject.startsWith('Faktura') || mail.text.includes(statusPage), `${mail.subject} links the status page`);

    // The status page, as the link opens it: state, payment and parcel agree with the desk.
    const customer = new TestClient(apps.cz, 'cs', freshIp());
    await customer.get('/api/new/auth/me/');
    const status = v.parse(OrderStatusSchema, (await customer.get(`/api/new/orders/status/${number}/${orderAccess(apps.cz.config.secretKey, number)}/`)).json());
    assert.equal(status.status, 'delivered');
    assert.equal(status.payment_status, 'paid');
    assert.deepEqual(status.payments?.map((payment) => [payment.amount, payment.method]), [[total, 'bank_transfer']]);
    assert.equal(status.packages[0]!.delivery_status, 'delivered');
    assert.equal(status.packages[0]!.tracking_url, trackingUrl);

    // The refund of a withdrawal.
    const lineId = status.packages[0]!.lines[0]!.line_id;
    const withdrawn = await customer.post('/api/new/orders/withdrawals/', {
      order_number: number,
      email: 'jana@example.cz',
      refund_account: '19-2000145399/0800',
      reason: '',
      lines: [{ line_id: lineId, quantity: 1 }],
    });
    assert.equal(withdrawn.statusCode, 201, withdrawn.body);
    const refunded = await staff.post(`/api/new/orders/staff/withdrawals/${(withdrawn.json() as { withdrawal_id: number }).withdrawal_id}/refund/`, {});
    assert.equal(refunded.statusCode, 200, refunded.body);
    const refundMail = (await mailsOf(number)).find((mail) => mail.subject === `Vrátili jsme vám peníze za objednávku ${number}`);
    assert.ok(refundMail, 'the refund is mailed');
    assert.match(refundMail.text, /jsme vám poslali [\d\u00a0]+\u00a0Kč na účet 19-2000145399\/0800\.\nOpravný daňový doklad D\d{4}-\d{6}: http/);

    // The credit note travels with the mail as a PDF stating the amount and how it went back; the link's page has it too.
    const note = refunded.json() as { number: string; document_url: string };
    const parsed = await simpleParser(await readFile(path.join(apps.cz.config.dataDir, refundMail.emlFile)));
    const attached = parsed.attachments.find((attachment) => attachment.filename === `opravny-doklad-${note.number}.pdf`);
    assert.ok(attached, 'the credit note PDF is attached');
    assert.equal(attached.contentType, 'application/pdf');
    const pdf = (await pdfText(attached.content)).text;
    assert.ok(pdf.includes(`Opravný daňový doklad ${note.number}`), pdf);
    assert.match(pdf.replace(/\s+/g, ' '), /Vráceno zákazníkovi: [\d ]+ Kč bankovním převodem na účet 19-2000145399\/0800/);
    const download = await customer.get(`${note.document_url}credit-note.pdf`);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(String(download.headers['content-disposition']), new RegExp(`opravny-doklad-${note.number}\\.pdf`));
    // The status page shows the withdrawal and how it was settled.
    const after = v.parse(OrderStatusSchema, (await customer.get(`/api/new/orders/status/${number}/${orderAccess(apps.cz.config.secretKey, number)}/`)).json());
    assert.equal(after.withdrawals?.length, 1);
    assert.deepEqual(after.withdrawals![0]!.lines.map((line) => line.quantity), [1]);
    assert.equal(after.withdrawals![0]!.credit_note?.number, note.number);
    assert.equal(after.withdrawals![0]!.credit_note?.refund_method, 'bank_transfer');
    assert.ok(after.withdrawals![0]!.credit_note!.refunded > 0);
    assert.equal((await new TestClient(apps.cz, 'cs', freshIp()).get(`${note.document_url.replace(/\/[^/]+\/([^/]+\/)$/, '/wrong-access/$1')}credit-note.pdf`)).statusCode, 404);
  });

  test('the confirmation carries the terms as a PDF; ready for pickup is mailed with the place', async () => {
    const number = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const [confirmation] = (await mailsOf(number)).filter((mail) => mail.subject === `Potvrzení objednávky ${number}`);
    assert.ok(confirmation);
    const parsed = await simpleParser(await readFile(path.join(apps.cz.config.dataDir, confirmation.emlFile)));
    const terms = parsed.attachments.find((attachment) => attachment.filename === 'obchodni-podminky.pdf');
    assert.ok(terms, 'the terms PDF is attached');
    const text = (await pdfText(terms.content)).text.replace(/\s+/g, ' ');
    for (const part of ['Obchodní podmínky', 'Objednávka zavazující k platbě', 'do 14 dnů od převzetí zboží', '/odstoupeni-od-smlouvy/', 'adr.coi.cz']) assert.ok(text.includes(part), part);

    const staff = await deskStaff(apps.cz, 'cs');
    assert.equal((await patchStatus(staff, number, 'processing')).statusCode, 200);
    await packByScanning(apps.database.db, staff, number);
    const ready = await patchStatus(staff, number, 'ready_for_pickup');
    assert.equal(ready.statusCode, 200, ready.body);
    const mail = (await mailsOf(number)).find((entry) => entry.subject === `Objednávka ${number} je připravena k vyzvednutí`);
    assert.ok(mail, 'ready for pickup is mailed');
    assert.match(mail.text, /je připravena k vyzvednutí: .+\.\nVezměte si s sebou číslo objednávky/);
    assert.ok(mail.text.includes(`/objednavky/${number}/${orderAccess(apps.cz.config.secretKey, number)}/`));
  });

  test('RO: the same steps in Romanian', async () => {
    const { number } = await walk(apps.ro, 'RO', 'ro');
    const subjects = (await mailsOf(number)).map((mail) => mail.subject).filter((subject) => !subject.startsWith('Factur'));
    assert.deepEqual(subjects, [`Confirmarea comenzii ${number}`, `Am primit plata pentru comanda ${number}`, `Comanda ${number} este pe drum`, `Comanda ${number} a fost livrată`]);
  });
});
