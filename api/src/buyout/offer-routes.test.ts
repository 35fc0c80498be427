import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { parseAnswersParam } from '@shop/shared/buyout/buyout-links';
import { computeAppraisal } from '@shop/shared/buyout/pricing';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import { formatPrice } from '@shop/shared/i18n/market';
import { buyoutAppraisalResults, buyoutAppraisals, buyoutOffers } from '../db/schema/buyout';
import { models } from '../db/schema/catalog';
import { outbox } from '../db/schema/mail';
import { useMarketApps } from '../test-support/market-apps';
import { SEND_TO_EMAIL_RATE_LIMIT } from './rate-limits';
import { appraisalPost, conditionWith, firstAnswers, getJson, pickDevice } from './test-support/buyout-requests';
import { send } from '../test-support/public-request';

const apps = useMarketApps();
const url = '/api/new/buyout/send-to-email/';

async function lastMailTo(address: string) {
  const [mail] = await apps.database.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id)).limit(1);
  assert.ok(mail, `no mail to ${address}`);
  return mail;
}

test('an offer is priced on the server, stored and mailed with device, grade, price and a link reopening it', async () => {
  const device = await pickDevice(apps.cz, { manufacturer: 'apple' });
  const answers = { ...firstAnswers(device.appraisal), [conditionWith(device.appraisal, 'scratches')]: 'scratches' };
  const expected = computeAppraisal(device.appraisal, answers);
  assert.ok(expected.ok);
  const response = await send(apps.cz, url, { e_mail: ' jana@example.cz ', ...appraisalPost(device, answers) });
  assert.equal(response.statusCode, 201, response.body);
  const { id, code } = response.json() as { id: number; code: string };
  const [offer] = await apps.database.db.select().from(buyoutOffers).where(eq(buyoutOffers.id, id));
  assert.equal(offer!.email, 'jana@example.cz');
  assert.equal(offer!.quality, 'B');
  assert.equal(offer!.price, expected.price);

  const mail = await lastMailTo('jana@example.cz');
  assert.match(mail.subject, /^Nabídka výkupu: Apple iPhone/);
  assert.ok(mail.text.includes(`v kvalitě B vám nabízíme ${formatPrice(expected.price, 'CZ')}`), mail.text);
  const link = /http:\/\/\S+/.exec(mail.text)![0];
  const linkUrl = new URL(link);
  assert.equal(linkUrl.pathname, `/vykup/${device.productType}/${device.manufacturer}/${device.model}/${device.colour}/`);
  assert.deepEqual(parseAnswersParam(linkUrl.searchParams.get('answers')), answers);

  // The offer's code restores the same selection with its answers as the defaults.
  const reopened = await getJson<{ selected_choices: { product_color: string }; appraisal: Appraisal }>(apps.cz, `/api/new/buyout/product-selector/data/?code=${code}`);
  assert.equal(reopened.selected_choices.product_color, device.colour);
  const restored = Object.fromEntries(Object.entries(reopened.appraisal.device_conditions).map(([conditionId, condition]) => [conditionId, condition.value[0]]));
  assert.deepEqual(restored, answers);
});

test('the client cannot set the price: a posted price or grade is ignored', async () => {
  const device = await pickDevice(apps.cz);
  const response = await send(apps.cz, url, { e_mail: 'cheat@example.cz', ...appraisalPost(device), price: 999999, quality: 'A+' });
  assert.equal(response.statusCode, 201);
  const [offer] = await apps.database.db.select().from(buyoutOffers).where(eq(buyoutOffers.id, (response.json() as { id: number }).id));
  const expected = computeAppraisal(device.appraisal, firstAnswers(device.appraisal));
  assert.equal(offer!.price, expected.ok ? expected.price : -1);
});

test('the Romanian shop mails in Romanian with prices in Lei', async () => {
  const device = await pickDevice(apps.ro, { locale: 'ro' });
  const response = await send(apps.ro, url, { e_mail: 'ion@example.ro', ...appraisalPost(device) }, { locale: 'ro' });
  assert.equal(response.statusCode, 201, response.body);
  const mail = await lastMailTo('ion@example.ro');
  assert.match(mail.subject, /^Ofertă de răscumpărare: /);
  assert.match(mail.text, /vă oferim [\d.]+\s+Lei\./);
  assert.match(mail.text, /\/rascumparare\/telefoane-mobile\//);
});

test('field errors in the spec shape, in the request language, and nothing stored', async () => {
  const device = await pickDevice(apps.cz);
  const before = (await apps.database.db.select().from(buyoutOffers)).length;
  const post = appraisalPost(device);

  const missing = await send(apps.cz, url, { device_identifier: post.device_identifier, device_condition_choices: post.device_condition_choices });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json(), { e_mail: ['Toto pole je povinné.'], appraisal_version: ['Toto pole je povinné.'] });

  const badEmail = await send(apps.cz, url, { e_mail: 'jana@', ...post }, { locale: 'ro' });
  assert.equal(badEmail.statusCode, 400);
  assert.deepEqual(Object.keys(badEmail.json()), ['e_mail']);
  assert.notEqual((badEmail.json() as { e_mail: string[] }).e_mail[0], 'Neplatná e-mailová adresa.');

  const [firstId] = Object.keys(post.device_condition_choices);
  const { [firstId!]: _dropped, ...withoutFirst } = post.device_condition_choices;
  const unanswered = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...post, device_condition_choices: { ...withoutFirst, [Object.keys(withoutFirst)[0]!]: 'nonsense' } });
  assert.equal(unanswered.statusCode, 400);
  assert.deepEqual(unanswered.json(), {
    device_condition_choices: { [firstId!]: ['Toto pole je povinné.'], [Object.keys(withoutFirst)[0]!]: ['Neplatná hodnota.'] },
  });

  const unknownDevice = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...post, device_identifier: 'no-such-colour' });
  assert.equal(unknownDevice.statusCode, 400);
  assert.deepEqual(unknownDevice.json(), { device_identifier: ['Toto zařízení nevykupujeme. Vyberte prosím jiné.'] });

  assert.equal((await apps.database.db.select().from(buyoutOffers)).length, before);
});

test('an answer that rules the buyout out reports the missing quality', async () => {
  const device = await pickDevice(apps.cz);
  const answers = { ...firstAnswers(device.appraisal), [conditionWith(device.appraisal, 'does-not-turn-on')]: 'does-not-turn-on' };
  const response = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...appraisalPost(device, answers) });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { non_field_errors: ['Produkt nemá definovanou kvalitu, a proto nelze výkup dokončit.'] });
});

test('a stale appraisal version is 409 telling the customer that prices changed', async () => {
  const device = await pickDevice(apps.cz);
  const response = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...appraisalPost(device), appraisal_version: 'old' }, { locale: 'ro' });
  assert.equal(response.statusCode, 409);
  assert.match((response.json() as { detail: string }).detail, /^Prețurile de răscumpărare s-au schimbat/);
});

test('after a real price change the old version is 409, and the reloaded form prices the same answers anew', async () => {
  const db = apps.database.db;
  const device = await pickDevice(apps.cz, { manufacturer: 'google' });
  const [row] = await db
    .select({ id: buyoutAppraisals.id, version: buyoutAppraisals.version })
    .from(buyoutAppraisals)
    .innerJoin(models, eq(models.id, buyoutAppraisals.modelId))
    .where(and(eq(models.slug, device.model), eq(buyoutAppraisals.market, 'CZ')));
  await db.update(buyoutAppraisalResults).set({ price: sql`${buyoutAppraisalResults.price} + 500` }).where(eq(buyoutAppraisalResults.appraisalId, row!.id));
  await db.update(buyoutAppraisals).set({ version: `${row!.version}-2` }).where(eq(buyoutAppraisals.id, row!.id));

  const stale = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...appraisalPost(device) });
  assert.equal(stale.statusCode, 409);
  assert.deepEqual(stale.json(), { detail: 'Ceny výkupu se mezitím změnily. Zkontrolujte prosím nové nacenění a odešlete formulář znovu.' });
  const reloaded = await getJson<{ appraisal: Appraisal }>(apps.cz, `/api/new/buyout/appraisal-form/${device.colour}/`);
  assert.equal(reloaded.appraisal.version, `${row!.version}-2`);
  const fresh = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...appraisalPost({ ...device, appraisal: reloaded.appraisal }) });
  assert.equal(fresh.statusCode, 201);
  const [offer] = await db.select().from(buyoutOffers).where(eq(buyoutOffers.id, (fresh.json() as { id: number }).id));
  const before = computeAppraisal(device.appraisal, firstAnswers(device.appraisal));
  assert.equal(offer!.price, (before.ok ? before.price : 0) + 500);
});

test('without the CSRF header the call is refused', async () => {
  const device = await pickDevice(apps.cz);
  const response = await send(apps.cz, url, { e_mail: 'jana@example.cz', ...appraisalPost(device) }, { csrf: false });
  assert.equal(response.statusCode, 403);
});

test('one client may send only so many offers; another client is not affected', async () => {
  const device = await pickDevice(apps.cz);
  const body = { e_mail: 'many@example.cz', ...appraisalPost(device) };
  const ip = '192.0.2.10';
  for (let attempt = 0; attempt < SEND_TO_EMAIL_RATE_LIMIT.max; attempt += 1) {
    assert.equal((await send(apps.cz, url, body, { ip })).statusCode, 201);
  }
  const limited = await send(apps.cz, url, body, { ip });
  assert.equal(limited.statusCode, 429);
  assert.match((limited.json() as { detail: string }).detail, /^Příliš mnoho pokusů/);
  assert.equal((await send(apps.cz, url, body, { ip: '192.0.2.11' })).statusCode, 201);
});
