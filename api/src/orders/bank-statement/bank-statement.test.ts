import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { StatementResultSchema, type StatementResult } from '@shop/shared/contract/bank-statements';
import { shopOrders } from '../../db/schema/cart';
import { invoices } from '../../db/schema/invoices';
import { outbox } from '../../db/schema/mail';
import { orderPaymentRecords } from '../../db/schema/payment-records';
import { useMarketApps } from '../../test-support/market-apps';
import { TestClient } from '../../test-support/test-client';
import { TEST_CUSTOMER } from '../../test-support/test-database';
import { deskDetailOf, deskStaff, placeDeskOrder } from '../test-support/desk-fixture';

const apps = useMarketApps();
let productSkip = 200;

const PREVIEW = '/api/new/orders/staff/bank-statements/preview/';
const IMPORT = '/api/new/orders/staff/bank-statements/import/';
const today = () => new Date().toISOString().slice(0, 10);
const czDay = (iso: string) => iso.split('-').reverse().join('.');
const czMoney = (amount: number) => `${amount.toLocaleString('cs-CZ')},00`.replace(/\u00a0/g, ' ');
const digits = (number: string) => number.slice(1);

const file = (content: string, file_name = 'vypis.csv') => ({ file_name, content_type: 'text/csv', content });

async function send(staff: TestClient, url: string, content: string): Promise<StatementResult> {
  const response = await staff.post(url, file(content));
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(StatementResultSchema, response.json());
}

const outcomes = (result: StatementResult) => result.lines.map((line) => [line.line, line.outcome, line.order_number]);

async function recordsOf(number: string) {
  const [order] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, number));
  return apps.database.db.select().from(orderPaymentRecords).where(eq(orderPaymentRecords.orderId, order!.id)).orderBy(asc(orderPaymentRecords.id));
}

const mailsOf = (number: string) => apps.database.db.select().from(outbox).where(like(outbox.subject, `%${number}%`));

/** Fio banka's CSV as its internet banking exports it: the account and period above the header, `;`, quoted cells. */
function fioStatement(rows: string[][]): string {
  const header = ['ID pohybu', 'Datum', 'Objem', 'Měna', 'Protiúčet', 'Název protiúčtu', 'Kód banky', 'Název banky', 'KS', 'VS', 'SS', 'Poznámka', 'Zpráva pro příjemce', 'Typ'];
  const quoted = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';');
  return ['"Výpis č. 11/2026 z účtu ""2900000000/2010"""', '"Období: 01.11.2026 - 30.11.2026"', '"Počáteční stav účtu: 10 000,00"', '', quoted(header), ...rows.map(quoted)].join('\r\n');
}

const fioRow = (id: string, day: string, amount: string, vs: string, name = 'Jan Novák', currency = 'CZK') => [id, czDay(day), amount, currency, '123456789/0800', name, '0800', 'Česká spořitelna', '', vs, '', '', 'Objednávka', 'Bezhotovostní příjem'];

describe('bank statement import, Czech statements (O-R3, issue #34)', () => {
  test('a Fio statement: preview records nothing; the import pays the exact match, part-pays another, skips the rest; a second import records nothing twice', async () => {
    const staff = await deskStaff(apps.cz, 'cs');
    const exact = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const part = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const romanian = await placeDeskOrder(apps.ro, apps.database.db, 'RO', productSkip++);
    const exactTotal = (await deskDetailOf(staff, exact)).total;
    const partTotal = (await deskDetailOf(staff, part)).total;
    const statement = fioStatement([
      fioRow('26001', today(), czMoney(exactTotal), `0${digits(exact)}`),
      fioRow('26002', today(), czMoney(1000), digits(part)),
      fioRow('26003', today(), '-250,00', digits(part)),
      fioRow('26004', today(), '500,00', '111222333'),
      fioRow('26005', today(), '500,00', digits(romanian)),
      fioRow('26006', today(), '500,00', ''),
      fioRow('26007', today(), '20,00', digits(part), 'Euro', 'EUR'),
      fioRow('26002', today(), czMoney(1000), digits(part)),
      fioRow('26008', today(), '10,50', digits(part)),
      fioRow('26009', today(), '10 000 001,00', digits(part)),
    ]);

    const preview = await send(staff, PREVIEW, statement);
    assert.equal(preview.format, 'fio');
    assert.equal(preview.imported, 0);
    assert.deepEqual(outcomes(preview), [
      [6, 'match', exact],
      [7, 'amount_differs', part],
      [8, 'debit', part],
      [9, 'unmatched', null],
      [10, 'unmatched', null],
      [11, 'no_reference', null],
      [12, 'other_currency', part],
      [13, 'duplicate', part],
      [14, 'fraction', part],
      [15, 'too_large', part],
    ]);
    assert.equal(preview.lines[0]!.owed, exactTotal);
    assert.equal(preview.lines[0]!.reference, digits(exact), 'the symbol without the zeros the bank padded');
    assert.equal(preview.lines[0]!.details, 'Jan Novák · Objednávka');
    assert.equal(preview.lines[1]!.owed, partTotal);
    assert.equal(preview.lines[7]!.same_as, 7);
    assert.equal((await recordsOf(exact)).length, 0, 'a preview records nothing');

    const imported = await send(staff, IMPORT, statement);
    assert.equal(imported.imported, 2);
    assert.deepEqual(
      imported.lines.filter((line) => line.outcome === 'imported').map((line) => line.order_number),
      [exact, part],
    );
    const paid = await deskDetailOf(staff, exact);
    assert.equal(paid.payment_status, 'paid');
    assert.deepEqual(
      paid.payments.map(({ amount, method, reference, recorded_by }) => ({ amount, method, reference, recorded_by })),
      [{ amount: exactTotal, method: 'bank_transfer', reference: `VS ${digits(exact)} (26001)`, recorded_by: 'staff@example.com' }],
    );
    const [exactRow] = await apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.orderNumber, exact));
    assert.equal((await apps.database.db.select().from(invoices).where(eq(invoices.orderId, exactRow!.id))).length, 1, 'paid in full: invoiced, as on the desk');
    assert.ok((await mailsOf(exact)).some((mail) => mail.subject.startsWith('Přijali jsme platbu')), 'the customer is told, as on the desk');
    const partly = await deskDetailOf(staff, part);
    assert.equal(partly.payment_status, 'not_paid');
    assert.equal(partly.payment_balance.balance, partTotal - 1000);

    const again = await send(staff, IMPORT, statement);
    assert.equal(again.imported, 0);
    assert.deepEqual(
      again.lines.filter((line) => line.outcome === 'recorded').map((line) => [line.line, line.order_number]),
      [
        [6, exact],
        [7, part],
      ],
    );
    assert.equal((await recordsOf(exact)).length, 1);
    assert.equal((await recordsOf(part)).length, 1);
    assert.equal((await recordsOf(romanian)).length, 0, "another market's order is never settled");
    assert.equal((await mailsOf(exact)).filter((mail) => mail.subject.startsWith('Přijali jsme platbu')).length, 1);
  });

  test('another Czech bank without movement ids: two part payments of one order in one file settle it, the same file again is recognised by day, amount and symbol', async () => {
    const staff = await deskStaff(apps.cz, 'cs');
    const number = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const total = (await deskDetailOf(staff, number)).total;
    const statement = [
      'Datum zaúčtování;Částka;Měna;Zůstatek;Konstantní symbol;Variabilní symbol;Specifický symbol;Název protiúčtu;Protiúčet;Poznámka',
      `${czDay(today())};${czMoney(1000)};CZK;0;0308;${digits(number)};;Jana Malá;19-123/0100;první část`,
      `${czDay(today())};${czMoney(total - 1000)};CZK;0;0308;${digits(number)};;Jana Malá;19-123/0100;zbytek`,
    ].join('\n');
    const preview = await send(staff, PREVIEW, statement);
    assert.equal(preview.format, 'cz_bank');
    assert.deepEqual(
      preview.lines.map((line) => [line.outcome, line.owed]),
      [
        ['amount_differs', total],
        ['match', total - 1000],
      ],
      'the second line is judged after the first',
    );
    assert.equal((await send(staff, IMPORT, statement)).imported, 2);
    assert.equal((await deskDetailOf(staff, number)).payment_status, 'paid');
    const again = await send(staff, IMPORT, statement);
    assert.deepEqual(
      again.lines.map((line) => line.outcome),
      ['recorded', 'recorded'],
    );
    assert.equal((await recordsOf(number)).length, 2);
  });

  test('bad files are field-level 400s in the reader language, every unreadable cell of every line at once; nothing is recorded', async () => {
    const staff = await deskStaff(apps.cz, 'cs');
    const number = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const post = (body: object) => staff.post(IMPORT, body);

    const notCsv = await post({ file_name: 'vypis.pdf', content_type: 'application/pdf', content: '%PDF' });
    assert.equal(notCsv.statusCode, 400);
    assert.deepEqual(notCsv.json(), { file: ['Nahrajte výpis jako soubor CSV (.csv nebo .txt).'] });

    const unknown = await post(file('code;kind;value\nA;B;C'));
    assert.equal(unknown.statusCode, 400);
    assert.match((unknown.json() as { file: string[] }).file[0]!, /^Záhlaví souboru neodpovídá žádnému známému výpisu\. Umíme: Fio banka \(CSV\), Komerční banka/);

    const romanianOnCzech = await post(file('Data tranzactie,Data valuta,Descriere,Referinta tranzactiei,Debit,Credit,Sold contabil\n2026-11-02,2026-11-02,E123456789,R1,,100.00,0'));
    assert.equal(romanianOnCzech.statusCode, 400, 'a Romanian export is not read by the Czech shop');

    const empty = await post(file(fioStatement([])));
    assert.deepEqual(empty.json(), { file: ['Výpis neobsahuje žádný pohyb.'] });

    const broken = await post(file(fioStatement([fioRow('1', today(), 'tisíc', digits(number)), [...fioRow('2', today(), '100,00', digits(number)).slice(0, 1), '31.02.2026', ...fioRow('2', today(), '100,00', digits(number)).slice(2)], fioRow('3', today(), '100,00', digits(number))])));
    assert.equal(broken.statusCode, 400);
    assert.deepEqual(broken.json(), { rows: { '6': { Objem: ['Neplatná částka.'] }, '7': { Datum: ['Neplatné datum.'] } } });

    const many = await post(file(fioStatement(Array.from({ length: 2001 }, (_, index) => fioRow(String(index), today(), '1,00', '1')))));
    assert.deepEqual(many.json(), { file: ['Výpis má příliš mnoho řádků (nejvýše 2000).'] });

    const tooLong = await post(file('x'.repeat(900_001)));
    assert.equal(tooLong.statusCode, 400);
    assert.ok('content' in (tooLong.json() as object));
    assert.equal((await recordsOf(number)).length, 0);
  });

  test('only staff with the CSRF token may preview or import', async () => {
    const number = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const statement = fioStatement([fioRow('9001', today(), '100,00', digits(number))]);
    const anonymous = new TestClient(apps.cz, 'cs');
    assert.equal((await anonymous.post(IMPORT, file(statement))).statusCode, 403, 'no session: no CSRF cookie either');
    await anonymous.get('/api/new/auth/me/');
    assert.equal((await anonymous.post(IMPORT, file(statement))).statusCode, 401);
    const customer = new TestClient(apps.cz, 'cs');
    assert.equal((await customer.login(TEST_CUSTOMER.email, TEST_CUSTOMER.password)).statusCode, 200);
    assert.equal((await customer.post(PREVIEW, file(statement))).statusCode, 403);
    assert.equal((await customer.post(IMPORT, file(statement))).statusCode, 403);
    const staff = await deskStaff(apps.cz, 'cs');
    assert.equal((await staff.request({ method: 'POST', url: IMPORT, body: file(statement), csrf: false })).statusCode, 403);
    assert.equal((await recordsOf(number)).length, 0);
  });
});

describe('bank statement import, Romanian statements', () => {
  test('Banca Transilvania: the order number in the details, an over-payment recorded and shown, a Czech order never matched', async () => {
    const staff = await deskStaff(apps.ro, 'ro');
    const number = await placeDeskOrder(apps.ro, apps.database.db, 'RO', productSkip++);
    const czech = await placeDeskOrder(apps.cz, apps.database.db, 'CZ', productSkip++);
    const total = (await deskDetailOf(staff, number)).total;
    const money = (amount: number) => `"${amount.toLocaleString('en-US')}.00"`;
    const statement = [
      'Extras de cont',
      'Perioada: 01-11-2026 - 30-11-2026',
      'Data tranzactie,Data valuta,Descriere,Referinta tranzactiei,Debit,Credit,Sold contabil',
      `${today()},${today()},"Incasare OP - canal electronic;Popescu Ion;RO49BTRL0000000000000001;plata comanda ${number}",BT0001,,${money(total + 10)},"10,000.00"`,
      `${today()},${today()},"Incasare OP;Ionescu;comanda E${digits(czech)}",BT0002,,${money(100)},"10,100.00"`,
      `${today()},${today()},"Comision",BT0003,"5.00",,"10,095.00"`,
      ',,Sold final,,,,"10,095.00"',
    ].join('\n');
    const preview = await send(staff, PREVIEW, statement);
    assert.equal(preview.format, 'banca_transilvania');
    assert.deepEqual(outcomes(preview), [
      [4, 'amount_differs', number],
      [5, 'unmatched', null],
      [6, 'debit', null],
    ]);
    assert.equal(preview.lines[0]!.reference, number);
    assert.equal(preview.lines[0]!.currency, 'RON');

    assert.equal((await send(staff, IMPORT, statement)).imported, 1);
    const detail = await deskDetailOf(staff, number);
    assert.equal(detail.payment_status, 'paid');
    assert.equal(detail.payment_balance.balance, -10, 'the over-payment shows as owed back');
    assert.equal(detail.payments[0]!.reference, `${number} (BT0001)`);
    assert.ok((await mailsOf(number)).some((mail) => mail.subject.startsWith('Am primit plata')), 'the Romanian customer is told in Romanian');
    assert.equal((await recordsOf(czech)).length, 0);
    assert.equal((await send(staff, IMPORT, statement)).imported, 0);
  });

  test('another Romanian bank with a signed amount and currency; the file refusals in Romanian', async () => {
    const staff = await deskStaff(apps.ro, 'ro');
    const number = await placeDeskOrder(apps.ro, apps.database.db, 'RO', productSkip++);
    const total = (await deskDetailOf(staff, number)).total;
    const roDay = today().split('-').reverse().join('.');
    const statement = [
      'Data tranzacției;Detalii tranzacție;Sumă;Valută',
      `${roDay};Transfer Maria Pop ref ${number.toLowerCase()};${total.toLocaleString('ro-RO')},00;RON`,
      `${roDay};Transfer Maria Pop;50,00;EUR`,
    ].join('\n');
    const preview = await send(staff, PREVIEW, statement);
    assert.equal(preview.format, 'ro_bank');
    assert.deepEqual(outcomes(preview), [
      [2, 'match', number],
      [3, 'other_currency', null],
    ]);
    const unknown = await staff.post(PREVIEW, file('a,b\n1,2'));
    assert.equal(unknown.statusCode, 400);
    assert.match((unknown.json() as { file: string[] }).file[0]!, /^Antetul fișierului nu corespunde niciunui extras cunoscut\. Acceptăm: Banca Transilvania \(CSV\), BCR/);
  });
});
