import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import { MAX_ADDRESSES } from '@shop/shared/contract/account';
import { accountTokens } from '../db/schema/accounts';
import { outbox } from '../db/schema/mail';
import { useMarketApps } from '../test-support/market-apps';
import { freshIp, send } from '../test-support/public-request';
import { TestClient } from '../test-support/test-client';
import { TEST_STAFF } from '../test-support/test-database';
import { bookingBody } from '../service/orders/test-support/booking-body';

const apps = useMarketApps();
const REGISTER = '/api/new/account/register/';
const RESET = '/api/new/account/password-reset/';
const RESET_CONFIRM = '/api/new/account/password-reset/confirm/';
const CONFIRM_EMAIL = '/api/new/account/email-confirmation/';
const PASSWORD = '/api/new/account/password/';
const PERSONAL = '/api/new/account/personal-data/';
const ADDRESSES = '/api/new/account/addresses/';
const SUMMARY = '/api/new/account/summary/';
const ME = '/api/new/auth/me/';
const PASSWORD_1 = 'Heslo-123';
const PASSWORD_2 = 'Nove.heslo-456';

let lastEmail = 0;
const newEmail = () => `zakaznik${++lastEmail}-${Date.now()}@example.cz`;

function client(app: FastifyInstance, locale: Locale = 'cs'): TestClient {
  return new TestClient(app, locale, freshIp());
}

async function registered(app: FastifyInstance, locale: Locale = 'cs', email = newEmail()): Promise<{ user: TestClient; email: string }> {
  const user = client(app, locale);
  await user.get(ME);
  const response = await user.post(REGISTER, { email, first_name: 'Jana', last_name: 'Nováková', password: PASSWORD_1, password_confirmation: PASSWORD_1 });
  assert.equal(response.statusCode, 201, response.body);
  return { user, email };
}

/** The token at the end of the last link mailed to `email` (the page path's last segment). */
async function mailedToken(app: FastifyInstance, email: string): Promise<{ text: string; subject: string; token: string; link: string }> {
  const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  assert.ok(mail, `no mail to ${email}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  assert.ok(link, mail.text);
  const token = link.split('/').filter(Boolean).at(-1)!;
  return { text: mail.text, subject: mail.subject, token, link };
}

describe('registration', () => {
  test('creates a logged-in customer and mails the e-mail confirmation link, in the user language', async () => {
    const { user, email } = await registered(apps.ro, 'ro');
    const me = (await user.get(ME)).json();
    assert.equal(me.user.email, email);
    assert.equal(me.user.role, 'customer');
    const mail = await mailedToken(apps.ro, email);
    assert.match(mail.subject, /Bun venit/);
    assert.match(mail.link, /\/cont\/confirm\/[\w-]{43}\/$/);
  });

  test('the password rules and the pair check answer 400 on their fields and store nothing', async () => {
    const user = client(apps.cz);
    await user.get(ME);
    const email = newEmail();
    const weak = await user.post(REGISTER, { email, first_name: 'Jana', last_name: 'Nováková', password: '12345678', password_confirmation: '12345679' });
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(weak.json(), { password: ['Heslo nemůže obsahovat pouze číslice.'] });
    const mismatch = await user.post(REGISTER, { email, first_name: 'Jana', last_name: 'Nováková', password: PASSWORD_1, password_confirmation: PASSWORD_2 });
    assert.deepEqual(mismatch.json(), { password_confirmation: ['Hesla se musí shodovat.'] });
    const noSpecial = await user.post(REGISTER, { email, first_name: 'Jana', last_name: 'Nováková', password: 'Heslo1234', password_confirmation: 'Heslo1234' });
    assert.deepEqual(noSpecial.json(), { password: ['Heslo musí obsahovat velké písmeno, malé písmeno, číslici a speciální znak.'] });
    assert.equal((await user.login(email, 'Heslo1234')).statusCode, 400);
  });

  test('a taken e-mail (in any letter case) is a 400 on the e-mail field', async () => {
    const { email } = await registered(apps.cz);
    const other = client(apps.cz);
    await other.get(ME);
    const response = await other.post(REGISTER, { email: email.toUpperCase(), first_name: 'Petr', last_name: 'Novák', password: PASSWORD_1, password_confirmation: PASSWORD_1 });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().email[0], /už existuje/);
  });

  test('registration needs the CSRF token like every unsafe call', async () => {
    const response = await send(apps.cz, REGISTER, { email: newEmail(), first_name: 'Jana', last_name: 'Nováková', password: PASSWORD_1, password_confirmation: PASSWORD_1 }, { csrf: false });
    assert.equal(response.statusCode, 403);
  });
});

describe('password reset by e-mailed link', () => {
  test('mails a single-use link; the new password works, every old session ends, the e-mail counts as confirmed', async () => {
    const { user, email } = await registered(apps.cz);
    const anonymous = client(apps.cz);
    await anonymous.get(ME);
    const requested = await anonymous.post(RESET, { email });
    assert.equal(requested.statusCode, 202);
    const mail = await mailedToken(apps.cz, email);
    assert.equal(mail.subject, 'Obnovení hesla');
    assert.match(mail.link, /\/obnova-hesla\/[\w-]{43}\/$/);
    assert.match(mail.text, /60 minut/);

    const confirmed = await anonymous.post(RESET_CONFIRM, { token: mail.token, password: PASSWORD_2, password_confirmation: PASSWORD_2 });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().user.email, email);
    assert.equal((await user.get(ME)).json().user, null, 'the session from before the reset ended');
    assert.equal((await anonymous.get(PERSONAL)).json().email_confirmed, true);

    const again = await client(apps.cz).post(RESET_CONFIRM, { token: mail.token, password: 'Treti-heslo-789', password_confirmation: 'Treti-heslo-789' }, {});
    assert.equal(again.statusCode, 403, 'without the CSRF cookie first');
    const second = client(apps.cz);
    await second.get(ME);
    const reused = await second.post(RESET_CONFIRM, { token: mail.token, password: 'Treti-heslo-789', password_confirmation: 'Treti-heslo-789' });
    assert.equal(reused.statusCode, 400);
    assert.match(reused.json().token[0], /neplatný, už byl použit nebo vypršel/);
    assert.equal((await client(apps.cz).login(email, PASSWORD_2)).statusCode, 200);
    assert.equal((await client(apps.cz).login(email, PASSWORD_1)).statusCode, 400);
  });

  test('an expired link opens nothing', async () => {
    const { email } = await registered(apps.ro, 'ro');
    const anonymous = client(apps.ro, 'ro');
    await anonymous.get(ME);
    await anonymous.post(RESET, { email });
    const { token, link } = await mailedToken(apps.ro, email);
    assert.match(link, /\/resetare-parola\//);
    await apps.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.purpose, 'password_reset'));
    const response = await anonymous.post(RESET_CONFIRM, { token, password: PASSWORD_2, password_confirmation: PASSWORD_2 });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().token[0], /a expirat/);
    assert.equal((await client(apps.ro).login(email, PASSWORD_1)).statusCode, 200);
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const anonymous = client(apps.cz);
    await anonymous.get(ME);
    const email = newEmail();
    const response = await anonymous.post(RESET, { email });
    assert.equal(response.statusCode, 202);
    assert.match(response.json().detail, /Pokud k tomuto e-mailu existuje účet/);
    assert.equal((await apps.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length, 0);
  });

  test('a confirmation token cannot reset a password', async () => {
    const { email } = await registered(apps.cz);
    const { token } = await mailedToken(apps.cz, email);
    const anonymous = client(apps.cz);
    await anonymous.get(ME);
    const response = await anonymous.post(RESET_CONFIRM, { token, password: PASSWORD_2, password_confirmation: PASSWORD_2 });
    assert.equal(response.statusCode, 400);
    assert.equal((await anonymous.post(CONFIRM_EMAIL, { token })).statusCode, 200, 'it still confirms the e-mail');
  });
});

describe('password change', () => {
  test('a user not logged in cannot change password (the spec message)', async () => {
    const anonymous = client(apps.cz);
    await anonymous.get(ME);
    const response = await anonymous.post(PASSWORD, { current_password: PASSWORD_1, password: PASSWORD_2, password_confirmation: PASSWORD_2 });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { detail: 'Nepřihlášený uživatel nemůže změnit heslo.' });
  });

  test('needs the current password; then the new one works and other sessions end', async () => {
    const { user, email } = await registered(apps.cz);
    const otherDevice = client(apps.cz);
    assert.equal((await otherDevice.login(email, PASSWORD_1)).statusCode, 200);
    const wrong = await user.post(PASSWORD, { current_password: 'Spatne-heslo-1', password: PASSWORD_2, password_confirmation: PASSWORD_2 });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { current_password: ['Současné heslo není správné.'] });
    const changed = await user.post(PASSWORD, { current_password: PASSWORD_1, password: PASSWORD_2, password_confirmation: PASSWORD_2 });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await user.get(ME)).json().user.email, email, 'this browser stays logged in');
    assert.equal((await otherDevice.get(ME)).json().user, null);
    assert.equal((await client(apps.cz).login(email, PASSWORD_2)).statusCode, 200);
  });
});

describe('personal data', () => {
  test('a customer reads and edits name and phone with the market rule', async () => {
    const { user, email } = await registered(apps.ro, 'ro');
    assert.deepEqual((await user.get(PERSONAL)).json(), { email, first_name: 'Jana', last_name: 'Nováková', phone: '', email_confirmed: false });
    const czechPhone = await user.request({ method: 'PATCH', url: PERSONAL, body: { first_name: 'Ioana', last_name: 'Popescu', phone: '601 123 456' } });
    assert.equal(czechPhone.statusCode, 400);
    assert.deepEqual(Object.keys(czechPhone.json()), ['phone']);
    const saved = await user.request({ method: 'PATCH', url: PERSONAL, body: { first_name: 'Ioana', last_name: 'Popescu', phone: '0721 234 567' } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { email, first_name: 'Ioana', last_name: 'Popescu', phone: '+40721234567', email_confirmed: false });
  });

  test('a shop account cannot edit personal info (the spec message); anonymous calls are 401', async () => {
    const staff = client(apps.cz);
    assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const response = await staff.request({ method: 'PATCH', url: PERSONAL, body: { first_name: 'Jan', last_name: 'Novák', phone: '' } });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { detail: 'Účet obchodu nemůže upravovat osobní údaje.' });
    assert.equal((await client(apps.cz).get(PERSONAL)).statusCode, 401);
  });
});

describe('saved addresses', () => {
  const czAddress = { first_name: 'Jana', last_name: 'Nováková', street: 'Dlouhá 12', city: 'Praha', district: '', postcode: '11000', phone: '601123456' };
  const roAddress = { first_name: 'Ioana', last_name: 'Popescu', street: 'Strada Lipscani 5', city: 'București', district: 'Sector 3', postcode: '030031', phone: '0721234567' };

  test('each market checks its own format: RO needs the district, CZ a Czech postcode', async () => {
    const { user } = await registered(apps.ro, 'ro');
    const noDistrict = await user.post(ADDRESSES, { ...roAddress, district: '' });
    assert.equal(noDistrict.statusCode, 400);
    assert.deepEqual(Object.keys(noDistrict.json()), ['district']);
    const notACounty = await user.post(ADDRESSES, { ...roAddress, district: 'Judetul meu' });
    assert.deepEqual(notACounty.json(), { district: ['Selectați județul sau sectorul Bucureștiului.'] });
    const wrongSector = await user.post(ADDRESSES, { ...roAddress, district: 'București, Sector 4' });
    assert.deepEqual(wrongSector.json(), { district: ['Județul sau sectorul nu corespunde codului poștal.'] }, 'postcode 030031 is sector 3');
    const created = await user.post(ADDRESSES, roAddress);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().phone, '+40721234567');
    assert.equal(created.json().district, 'București, Sector 3', 'stored as the list spells it');

    const { user: czech } = await registered(apps.cz);
    const badPostcode = await czech.post(ADDRESSES, { ...czAddress, postcode: '1100' });
    assert.deepEqual(Object.keys(badPostcode.json()), ['postcode']);
    assert.equal((await czech.post(ADDRESSES, czAddress)).statusCode, 201);
    assert.equal((await czech.get(ADDRESSES)).json().results.length, 1, 'the Romanian address is not listed to another user');
  });

  test('one default per user, edit and delete own addresses only, a cap on their number', async () => {
    const { user } = await registered(apps.cz);
    const firstResponse = await user.post(ADDRESSES, { ...czAddress, is_default: true });
    const secondResponse = await user.post(ADDRESSES, { ...czAddress, street: 'Krátká 3', is_default: true });
    assert.equal(secondResponse.statusCode, 201, secondResponse.body);
    const [first, second] = [firstResponse.json(), secondResponse.json()];
    const listed = (await user.get(ADDRESSES)).json().results;
    assert.deepEqual(
      listed.map((address: { id: number; is_default: boolean }) => [address.id, address.is_default]),
      [
        [second.id, true],
        [first.id, false],
      ],
    );
    const updated = await user.request({ method: 'PUT', url: `${ADDRESSES}${first.id}/`, body: { ...czAddress, city: 'Brno', postcode: '60200' } });
    assert.equal(updated.json().city, 'Brno');

    const { user: stranger } = await registered(apps.cz);
    assert.equal((await stranger.request({ method: 'PUT', url: `${ADDRESSES}${first.id}/`, body: czAddress })).statusCode, 404);
    assert.equal((await stranger.request({ method: 'DELETE', url: `${ADDRESSES}${first.id}/` })).statusCode, 404);
    assert.equal((await user.request({ method: 'DELETE', url: `${ADDRESSES}${first.id}/` })).statusCode, 200);

    for (let index = 1; index < MAX_ADDRESSES; index++) assert.equal((await user.post(ADDRESSES, czAddress)).statusCode, 201);
    const over = await user.post(ADDRESSES, czAddress);
    assert.equal(over.statusCode, 409);
    assert.equal((await user.get(ADDRESSES)).json().results.length, MAX_ADDRESSES);
  });
});

describe('user summary', () => {
  test('lists service orders of the e-mail only once the e-mail is confirmed', async () => {
    const { user, email } = await registered(apps.cz);
    const booked = await send(apps.cz, '/api/new/service/orders/', await bookingBody(apps.cz, email.toUpperCase()));
    assert.equal(booked.statusCode, 201, booked.body);
    const orderNumber = booked.json().order_number;

    const before = (await user.get(SUMMARY)).json();
    assert.deepEqual(
      before.sections.map((section: { kind: string; items: unknown[] }) => [section.kind, section.items.length]),
      [
        ['buyout', 0],
        ['service_order', 0],
        ['order', 0],
      ],
    );

    const confirmation = (await apps.database.db.select().from(outbox).where(eq(outbox.recipient, email))).find((mail) => mail.subject.startsWith('Vítejte'));
    assert.ok(confirmation);
    const token = /\/confirm\/([\w-]{43})\//.exec(confirmation.text)![1]!;
    assert.equal((await user.post(CONFIRM_EMAIL, { token })).statusCode, 200);
    assert.equal((await user.post(CONFIRM_EMAIL, { token })).statusCode, 400, 'single use');

    const after = (await user.get(SUMMARY)).json();
    const service = after.sections.find((section: { kind: string }) => section.kind === 'service_order');
    assert.equal(service.items.length, 1);
    assert.equal(service.items[0].reference, orderNumber);
    assert.equal(service.items[0].status_label, 'Objednáno');
    assert.equal((await client(apps.cz).get(SUMMARY)).statusCode, 401);
  });
});
