import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { OrderSubmitResponseSchema, type OrderSubmitResponse } from '@shop/shared/contract/checkout';
import type { OrderSubmitBody } from '@shop/shared/contract/checkout-submit';
import { InvoiceSummarySchema } from '@shop/shared/contract/invoices';
import { OrderStatusSchema } from '@shop/shared/contract/orders';
import { shopOrders } from '../db/schema/cart';
import { eFacturaSubmissions } from '../db/schema/e-factura';
import { invoices } from '../db/schema/invoices';
import { outbox } from '../db/schema/mail';
import { useMarketApps } from '../test-support/market-apps';
import { pdfText } from '../test-support/pdf-text';
import { orderQrPlatba } from '@shop/shared/contract/market-law';
import { freshIp } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { newToken, stockedProduct, submitBody } from '../orders/test-support/checkout-fixture';
import { invoiceMoney } from './invoice-money';
import { DEVELOPMENT_SELLERS } from '@shop/shared/seller/development-sellers';
import { vatRowOf } from './vat-row';
import { packByScanning } from '../packaging/test-support/pack-order';

const apps = useMarketApps();
const STAFF = '/api/new/orders/staff/invoices/';
const PASSWORD = 'Heslo-123';
let productSkip = 40;
let lastEmail = 0;

async function customer(app: FastifyInstance, market: Market): Promise<TestClient> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  const response = await client.post('/api/new/account/register/', { email: `faktury${++lastEmail}-${Date.now()}@example.cz`, first_name: 'Jana', last_name: 'Nováková', password: PASSWORD, password_confirmation: PASSWORD });
  assert.equal(response.statusCode, 201, response.body);
  return client;
}

async function anonymous(app: FastifyInstance, market: Market): Promise<TestClient> {
  const client = new TestClient(app, market === 'CZ' ? 'cs' : 'ro', freshIp());
  await client.get('/api/new/auth/me/');
  return client;
}

async function staffOf(app: FastifyInstance, locale: 'cs' | 'ro'): Promise<TestClient> {
  const staff = new TestClient(app, locale);
  assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
  return staff;
}

async function placeOrder(client: TestClient, market: Market, overrides: Partial<OrderSubmitBody> = {}): Promise<OrderSubmitResponse> {
  const product = await stockedProduct(apps.database.db, market, 'accessory', productSkip++ % 20);
  const added = await client.post('/api/new/cart/add-product/', { product: product.id });
  assert.equal(added.statusCode, 200, added.body);
  const submitted = await client.post('/api/new/orders/submit/', submitBody(market, newToken(), overrides));
  assert.equal(submitted.statusCode, 200, submitted.body);
  return v.parse(OrderSubmitResponseSchema, submitted.json());
}

async function approvePayment(client: TestClient, order: OrderSubmitResponse): Promise<void> {
  const paymentId = order.payment_url!.split('/').filter(Boolean).at(-1)!;
  const decided = await client.post(`/api/new/payments/test-gateway/payments/${paymentId}/decide/`, { decision: 'approve' });
  assert.ok(decided.statusCode < 400, decided.body);
  // The invoice and its mail follow the gateway's answer.
  await apps.cz.afterAnswer.settled();
  await apps.ro.afterAnswer.settled();
}

async function invoiceOf(orderNumber: string) {
  const [order] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
  const [invoice] = await apps.database.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
  return invoice;
}

const documentUrl = (order: OrderSubmitResponse, access = order.access) => `/api/new/orders/invoice/${order.order_number}/${access}/`;

/** The mails sent to the order's address with this subject, parsed from their .eml files as a mail client would. */
async function mailsOf(orderNumber: string, subject: string): Promise<ParsedMail[]> {
  const [order] = await apps.database.db.select({ email: shopOrders.email }).from(shopOrders).where(eq(shopOrders.orderNumber, orderNumber));
  const rows = await apps.database.db.select().from(outbox).where(and(eq(outbox.recipient, order!.email), eq(outbox.subject, subject))).orderBy(asc(outbox.id));
  return Promise.all(rows.map(async (row) => simpleParser(await readFile(path.join(apps.cz.config.dataDir, row.emlFile)))));
}

function attachedPdf(mail: ParsedMail, filename: string): Buffer {
  const attachment = mail.attachments.find((entry) => entry.filename === filename);
  assert.ok(attachment, `${filename} attached`);
  assert.equal(attachment.contentType, 'application/pdf');
  return attachment.content;
}

describe('invoices (O-S15, O-R2)', () => {
  test('a confirmed card payment issues the invoice once; the status page links it and the document prints in the order language', async () => {
    const client = await anonymous(apps.cz, 'CZ');
    const order = await placeOrder(client, 'CZ');
    assert.equal(await invoiceOf(order.order_number), undefined, 'nothing before the payment');
    await approvePayment(client, order);
    const invoice = await invoiceOf(order.order_number);
    assert.ok(invoice, 'issued on payment');
    assert.equal(invoice.status, 'created');
    assert.match(invoice.number, new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`));
    assert.equal(invoice.currency, 'CZK');
    assert.deepEqual(
      invoice.vatRows.map((row) => [row.rate, row.base + row.vat, row.total]),
      [[21, order.total * 100, order.total * 100]],
    );

    const status = v.parse(OrderStatusSchema, (await client.get(`/api/new/orders/status/${order.order_number}/${order.access}/`)).json());
    assert.equal(status.invoice_url, documentUrl(order));
    const page = await client.get(documentUrl(order));
    assert.equal(page.statusCode, 200, page.body);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self';/, 'the shop-wide policy: no inline script runs');
    assert.match(page.body, new RegExp(`Faktura – daňový doklad ${invoice.number}`));
    assert.match(page.body, /@media print/);
    assert.ok(page.body.includes(invoiceMoney(order.total * 100, 'CZ')), 'the total with haléře');
    for (const value of ['Elektro Shop s.r.o.', 'Vodičkova 699/30', '110 00 Praha 1', 'IČO: 12345679', 'DIČ: CZ12345679', 'Zápis v obchodním rejstříku: C 123456 vedená u Městského soudu v Praze', 'Bankovní účet: CZ6508000000192000145399']) {
      assert.ok(page.body.includes(`<p>${value}</p>`), `the seller: ${value}`);
    }
    assert.doesNotMatch(page.body, /DOPLNÍ|COMPLETAT|Furnizor|Cota TVA|\[[^\]]*\]/, 'no placeholder and no Romanian on a Czech invoice');
    assert.ok(page.body.includes('<th class="n">Cena za kus bez DPH</th><th class="n">Sazba DPH</th><th class="n">DPH</th><th class="n">Celkem s DPH</th>'));
    for (const line of invoice.lines) {
      const split = vatRowOf(line.finalPrice);
      const cells = [invoiceMoney(split.base / line.quantity, 'CZ'), '21 %', invoiceMoney(split.vat, 'CZ'), invoiceMoney(split.total, 'CZ')];
      assert.ok(page.body.includes(cells.map((cell) => `<td class="n">${cell}</td>`).join('')), `line ${line.code}: net unit price, rate, VAT, total`);
    }
    assert.doesNotMatch(page.body, /<svg/, 'a paid card order carries no QR Platba');
    assert.ok(page.body.includes('<a href="invoice.pdf" download>Stáhnout PDF</a>'));

    const [mail, ...more] = await mailsOf(order.order_number, `Faktura ${invoice.number}`);
    assert.ok(mail, 'the new invoice is mailed to the customer');
    assert.equal(more.length, 0);
    const pdf = await pdfText(attachedPdf(mail, `faktura-${invoice.number}.pdf`));
    assert.equal(pdf.title, `Faktura – daňový doklad ${invoice.number}`);
    for (const value of ['Odběratel', 'Jana Nováková', 'Datum uskutečnění zdanitelného plnění', order.order_number, `Celkem k úhradě: ${invoiceMoney(order.total * 100, 'CZ')}`, DEVELOPMENT_SELLERS.CZ.company_name, 'IČO: 12345679', 'Cena za kus bez DPH']) {
      assert.ok(pdf.text.includes(value.replace(/\s+/g, ' ')), value);
    }

    const staff = await staffOf(apps.cz, 'cs');
    const again = await staff.post(`${STAFF}${order.order_number}/issue/`);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(v.parse(InvoiceSummarySchema, again.json()).number, invoice.number, 'issuing again answers the same invoice');
    assert.equal((await mailsOf(order.order_number, `Faktura ${invoice.number}`)).length, 1, 'and mails nothing again');
  });

  test('an order paid on delivery is invoiced when the desk marks it delivered, with the delivery day as supply date', async () => {
    const order = await placeOrder(await anonymous(apps.cz, 'CZ'), 'CZ', { type_payment: 'bank_transfer' });
    const staff = await staffOf(apps.cz, 'cs');
    // O-S13: packed only through the packing table (every piece scanned, the parcel measured).
    await packByScanning(apps.database.db, staff, order.order_number);
    assert.equal(await invoiceOf(order.order_number), undefined, 'nothing while packed');
    for (const status of ['handed_to_carrier']) {
      const moved = await staff.request({ method: 'PATCH', url: `/api/new/orders/staff/orders/${order.order_number}/status/`, body: { status } });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(await invoiceOf(order.order_number), undefined, `nothing while ${status}`);
    }
    const delivered = await staff.request({ method: 'PATCH', url: `/api/new/orders/staff/orders/${order.order_number}/status/`, body: { status: 'delivered' } });
    assert.equal(delivered.statusCode, 200, delivered.body);
    const invoice = await invoiceOf(order.order_number);
    assert.ok(invoice, 'issued on delivery');
    const [row] = await apps.database.db.select({ deliveredAt: shopOrders.deliveredAt }).from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    assert.equal(invoice.taxableSupplyDate, row!.deliveredAt!.toISOString().slice(0, 10));
  });

  test('numbers run in one series per market and year, and concurrent issues of one order make one invoice', async () => {
    const staffCz = await staffOf(apps.cz, 'cs');
    const staffRo = await staffOf(apps.ro, 'ro');
    const first = await placeOrder(await anonymous(apps.cz, 'CZ'), 'CZ', { type_payment: 'bank_transfer' });
    const second = await placeOrder(await anonymous(apps.cz, 'CZ'), 'CZ', { type_payment: 'bank_transfer' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => staffCz.post(`${STAFF}${first.order_number}/issue/`)));
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200, 200, 200, 200]);
    assert.equal(new Set(answers.map((answer) => v.parse(InvoiceSummarySchema, answer.json()).number)).size, 1);
    const a = (await invoiceOf(first.order_number))!;
    assert.equal((await staffCz.post(`${STAFF}${second.order_number}/issue/`)).statusCode, 200);
    const b = (await invoiceOf(second.order_number))!;
    assert.equal(b.sequence, a.sequence + 1, 'the next number of the CZ series');

    const ro = await placeOrder(await anonymous(apps.ro, 'RO'), 'RO', { type_payment: 'bank_transfer' });
    const roIssued = await staffRo.post(`${STAFF}${ro.order_number}/issue/`);
    assert.equal(roIssued.statusCode, 200, roIssued.body);
    const roInvoice = (await invoiceOf(ro.order_number))!;
    const roCount = await apps.database.db.$count(invoices, eq(invoices.market, 'RO'));
    assert.equal(roInvoice.sequence, roCount, 'the RO series counts only RO invoices');
    assert.equal(roInvoice.currency, 'RON');
  });

  test('an RO invoice is queued for e-Factura with its number and order', async () => {
    const client = await anonymous(apps.ro, 'RO');
    const order = await placeOrder(client, 'RO');
    await approvePayment(client, order);
    const invoice = (await invoiceOf(order.order_number))!;
    const [submission] = await apps.database.db.select().from(eFacturaSubmissions).where(eq(eFacturaSubmissions.invoiceNumber, invoice.number));
    assert.ok(submission, 'queued for ANAF');
    assert.equal(submission.orderId, invoice.orderId);
    assert.match(submission.xml, new RegExp(`<cbc:ID>${invoice.number}</cbc:ID>`));
    assert.match(submission.xml, /<cbc:CityName>SECTOR1<\/cbc:CityName>/, 'a Bucharest sector as CIUS-RO wants it');
    assert.match(submission.xml, /<cbc:CountrySubentity>RO-B<\/cbc:CountrySubentity>/);
    const page = await client.get(documentUrl(order));
    assert.equal(page.statusCode, 200);
    assert.match(page.body, new RegExp(`Factură ${invoice.number}`));
    const pdf = await client.get(`${documentUrl(order)}invoice.pdf`);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-disposition'], `attachment; filename="factura-${invoice.number}.pdf"`);
    const text = (await pdfText(pdf.rawPayload)).text;
    for (const value of [`Factură ${invoice.number}`, 'Ana Popescu', 'București', 'Cumpărător', DEVELOPMENT_SELLERS.RO.company_name, 'CUI: 44455560', 'Nr. Reg. Com.: J2020012345407', 'Capital social: 200 lei', 'Preț unitar fără TVA']) {
      assert.ok(text.includes(value), value);
    }
    assert.doesNotMatch(text, /DOPLNÍ|Dodavatel|IČO/, 'no Czech on a Romanian invoice');
    assert.match(submission.xml, /<cac:AccountingSupplierParty>.*<cbc:CityName>SECTOR1<\/cbc:CityName>.*<cbc:CountrySubentity>RO-B<\/cbc:CountrySubentity>.*<\/cac:AccountingSupplierParty>/s, 'the seller\'s seat coded for CIUS-RO');
  });

  test('a CZ bank-transfer invoice carries the QR Platba, and what the customer typed is escaped', async () => {
    const client = await anonymous(apps.cz, 'CZ');
    const order = await placeOrder(client, 'CZ', { type_payment: 'bank_transfer' });
    const [row] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    await apps.database.db
      .update(shopOrders)
      .set({ billingAddress: { ...row!.billingAddress, last_name: '<img src=x onerror=alert(1)>', city: 'Praha & "okolí"' } })
      .where(eq(shopOrders.id, row!.id));
    const staff = await staffOf(apps.cz, 'cs');
    assert.equal((await staff.post(`${STAFF}${order.order_number}/issue/`)).statusCode, 200);
    const page = await client.get(documentUrl(order));
    assert.equal(page.statusCode, 200, page.body);
    assert.match(page.body, /<svg/, 'the QR code');
    assert.match(page.body, /QR Platba/);
    assert.match(page.body, new RegExp(`VS: ${order.order_number.replace(/\D/g, '')}`));
    assert.ok(page.body.includes('&#60;img src=x onerror=alert(1)&#62;'));
    assert.ok(!page.body.includes('<img'), 'no markup from the order');
    assert.ok(page.body.includes('Praha &#38; &#34;okolí&#34;'));
    const pdf = await pdfText((await client.get(`${documentUrl(order)}invoice.pdf`)).rawPayload);
    for (const value of ['QR Platba', `VS: ${order.order_number.replace(/\D/g, '')}`, '<img src=x onerror=alert(1)>', 'Praha & "okolí"']) assert.ok(pdf.text.includes(value), value);
  });

  test('an RO bank-transfer order names the IBAN and reference on the thank-you answer, the confirmation, the invoice page and PDF', async () => {
    const client = await anonymous(apps.ro, 'RO');
    const order = await placeOrder(client, 'RO', { type_payment: 'bank_transfer' });
    const iban = 'RO49 AAAA 1B31 0075 9384 0000';
    const thankYou = v.parse(orderQrPlatba.response, (await client.get(`/api/new/orders/qr-platba/${order.order_number}/${order.access}/`)).json());
    assert.equal(thankYou.qr_platba, null);
    assert.deepEqual(thankYou.bank_transfer, { iban, amount: thankYou.bank_transfer!.amount, currency: 'RON', reference: order.order_number });
    assert.ok(thankYou.bank_transfer!.amount > 0);
    const [confirmation] = await apps.database.db.select().from(outbox).where(eq(outbox.subject, `Confirmarea comenzii ${order.order_number}`));
    assert.ok(confirmation, 'the confirmation was mailed');
    assert.ok(confirmation.text.includes(`în contul ${iban}, cu referința în detaliile plății: ${order.order_number}.`), confirmation.text);
    const staff = await staffOf(apps.ro, 'ro');
    assert.equal((await staff.post(`${STAFF}${order.order_number}/issue/`)).statusCode, 200);
    const page = await client.get(documentUrl(order));
    assert.equal(page.statusCode, 200, page.body);
    assert.ok(page.body.includes(`<h2>Plată prin transfer bancar</h2><p>IBAN: ${iban}</p><p>Referință plată: ${order.order_number}</p>`), 'the invoice page');
    const pdf = await pdfText((await client.get(`${documentUrl(order)}invoice.pdf`)).rawPayload);
    for (const value of ['Plată prin transfer bancar', `IBAN: ${iban}`, `Referință plată: ${order.order_number}`]) assert.ok(pdf.text.includes(value), value);
    // The delivery line is named in the document's language, never by its code; no header word is split.
    assert.ok(page.body.includes('<td></td><td>Curier la adresă</td>'), 'the delivery line by name');
    assert.ok(!page.body.includes('<td>courier</td>'));
    for (const value of ['Curier la adresă', 'Cantitate']) assert.ok(pdf.text.includes(value), value);
    assert.ok(!/\bcourier\b/.test(pdf.text));
  });

  test('the document opens by the link or for the owner; others get 404; before issue O-X6', async () => {
    const owner = await customer(apps.cz, 'CZ');
    const order = await placeOrder(owner, 'CZ', { type_payment: 'bank_transfer' });
    const stranger = await customer(apps.cz, 'CZ');
    const wrongAccess = 'x'.repeat(43);

    const before = await owner.get(documentUrl(order));
    assert.equal(before.statusCode, 409);
    assert.equal((before.json() as { detail: string }).detail, 'Nejprve je potřeba vystavit fakturu.');
    const staff = await staffOf(apps.cz, 'cs');
    assert.equal((await staff.post(`${STAFF}${order.order_number}/issue/`)).statusCode, 200);

    assert.equal((await (await anonymous(apps.cz, 'CZ')).get(documentUrl(order))).statusCode, 200, 'the e-mail link');
    assert.equal((await owner.get(documentUrl(order, wrongAccess))).statusCode, 200, 'the logged-in owner');
    const other = await stranger.get(documentUrl(order, wrongAccess));
    assert.equal(other.statusCode, 404);
    assert.equal((other.json() as { detail: string }).detail, 'Objednávka nebyla nalezena.');
    assert.equal((await (await anonymous(apps.cz, 'CZ')).get(documentUrl(order, wrongAccess))).statusCode, 404);
    assert.equal((await stranger.get(`${documentUrl(order, wrongAccess)}invoice.pdf`)).statusCode, 404, 'the PDF as the page');
    assert.equal((await owner.get(`${documentUrl(order, wrongAccess)}invoice.pdf`)).statusCode, 200);
    assert.equal((await stranger.get(documentUrl({ ...order, order_number: 'E000000001' }))).statusCode, 404);
  });

  test('O-X5: lines that do not add up to the total issue nothing', async () => {
    const order = await placeOrder(await anonymous(apps.cz, 'CZ'), 'CZ', { type_payment: 'bank_transfer' });
    await apps.database.db.update(shopOrders).set({ total: order.total + 1 }).where(eq(shopOrders.orderNumber, order.order_number));
    const staff = await staffOf(apps.cz, 'cs');
    const refused = await staff.post(`${STAFF}${order.order_number}/issue/`);
    assert.equal(refused.statusCode, 409);
    assert.equal((refused.json() as { detail: string }).detail, 'Ceny na faktuře nesouhlasí s cenou objednávky.');
    assert.equal(await invoiceOf(order.order_number), undefined);
  });

  test('re-sending (O-R2) is staff-only with CSRF, O-X6 before issue, and mails the invoice link and PDF', async () => {
    const shopperClient = await anonymous(apps.cz, 'CZ');
    const order = await placeOrder(shopperClient, 'CZ', { type_payment: 'bank_transfer' });
    const staff = await staffOf(apps.cz, 'cs');
    const url = `${STAFF}${order.order_number}/resend/`;

    const early = await staff.post(url);
    assert.equal(early.statusCode, 409);
    assert.equal((early.json() as { detail: string }).detail, 'Nejprve je potřeba vystavit fakturu.');
    assert.equal((await staff.post(`${STAFF}${order.order_number}/issue/`)).statusCode, 200);
    const mailedOnIssue = (await invoiceOf(order.order_number))!.lastSentAt;
    assert.ok(mailedOnIssue, 'issuing mails the new invoice');

    assert.equal((await shopperClient.post(url)).statusCode, 401, 'no session');
    const someone = await customer(apps.cz, 'CZ');
    assert.equal((await someone.post(url)).statusCode, 403, 'a customer');
    assert.equal((await staff.request({ method: 'POST', url, csrf: false })).statusCode, 403, 'no CSRF token');
    assert.deepEqual((await invoiceOf(order.order_number))!.lastSentAt, mailedOnIssue, 'nothing sent by the refused calls');

    const sent = await staff.post(url);
    assert.equal(sent.statusCode, 200, sent.body);
    const summary = v.parse(InvoiceSummarySchema, sent.json());
    assert.ok(summary.last_sent_at);
    const [row] = await apps.database.db.select().from(shopOrders).where(eq(shopOrders.orderNumber, order.order_number));
    const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, row!.email)).orderBy(desc(outbox.id)).limit(1);
    assert.equal(mail!.subject, `Faktura ${summary.number}`);
    assert.ok(mail!.text.includes(documentUrl(order)), mail!.text);
    const [, resent] = await mailsOf(order.order_number, `Faktura ${summary.number}`);
    assert.ok(resent, 'the desk issue mailed it once, the re-send once more');
    assert.ok((await pdfText(attachedPdf(resent, `faktura-${summary.number}.pdf`))).text.includes(summary.number));
  });
});
