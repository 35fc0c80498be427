import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { buildPath } from '@shop/shared/contract/route';
import {
  reviewProductsFromOrders,
  reviewProductsSamsung,
  reviewsOfProduct,
  reviewStaffApprove,
  reviewStaffList,
  reviewStaffUpdate,
  reviewSubmit,
  reviewSubmitForProduct,
  reviewUserData,
} from '@shop/shared/contract/reviews';
import { masterProducts, products } from '../db/schema/catalogue';
import { shopOrders } from '../db/schema/cart';
import { outbox } from '../db/schema/mail';
import { productReviews } from '../db/schema/reviews';
import { useMarketApps } from '../test-support/market-apps';
import { TestClient } from '../test-support/test-client';
import { TEST_CUSTOMER, TEST_STAFF } from '../test-support/test-database';
import { orderFor } from './test-support/bought-product';

const apps = useMarketApps();

const REVIEW = { rating: 4, pros: 'Výdrž', cons: 'Cena', text: 'Dobrý telefon.', full_name: 'Jana Nováková' };

async function signedIn(app: FastifyInstance, email: string, password: string, locale: 'cs' | 'ro' = 'cs', ip?: string): Promise<TestClient> {
  const client = new TestClient(app, locale, ip);
  assert.equal((await client.login(email, password)).statusCode, 200);
  return client;
}

/** A model of the market with variants and no reviews yet, so each test owns its figures. */
async function unreviewedModel(market: Market, skip = 0) {
  const rows = await apps.database.db
    .select({ masterId: masterProducts.id, seoName: masterProducts.seoName, id: products.id, code: products.code, name: products.longName, price: products.price })
    .from(products)
    .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
    .where(and(eq(products.market, market), eq(masterProducts.ratingCount, 0), isNotNull(masterProducts.modelId), sql`NOT EXISTS (SELECT 1 FROM product_reviews r WHERE r.master_product_id = ${masterProducts.id})`))
    .orderBy(products.id)
    .limit(200);
  const seen = [...new Map(rows.map((row) => [row.masterId, row])).values()];
  return seen[skip]!;
}

const submitUrl = reviewSubmit.path;

describe('the seed', () => {
  test('the models carry the real average and count of their approved reviews', async () => {
    const [mismatch] = await apps.database.db.execute(sql`
      SELECT m.id FROM master_products m
      LEFT JOIN (SELECT master_product_id, round(avg(rating)::numeric, 1)::real AS average, count(*)::int AS count FROM product_reviews WHERE status = 'approved' GROUP BY master_product_id) r ON r.master_product_id = m.id
      WHERE m.rating_count <> coalesce(r.count, 0) OR m.rating_average IS DISTINCT FROM r.average LIMIT 1`).then((result) => (result as unknown as { rows: unknown[] }).rows);
    assert.equal(mismatch, undefined);
    const [rated] = await apps.database.db.select({ count: sql<number>`count(*)::int` }).from(masterProducts).where(gt(masterProducts.ratingCount, 0));
    assert.ok(rated!.count > 10, 'the shop shows ratings');
  });
});

describe('customer submits (OT-R1, OT-R2, OT-R7)', () => {
  test('an anonymous visitor is told reviews are for purchased products; bad fields come with it, nothing stored', async () => {
    const model = await unreviewedModel('CZ');
    const client = new TestClient(apps.cz, 'cs');
    await client.get('/api/new/auth/me/');
    const response = await client.post(submitUrl, { ...REVIEW, rating: 6, full_name: 'Jana', master_product_seo_name: model.seoName });
    assert.equal(response.statusCode, 400);
    const errors = response.json();
    assert.ok(errors.rating, 'rating out of 1-5');
    assert.deepEqual(errors.full_name ?? null, null, 'the rating error stops the schema; the name is checked by the handler');
    const named = await client.post(submitUrl, { ...REVIEW, full_name: 'Jana', master_product_seo_name: model.seoName });
    assert.equal(named.statusCode, 400);
    assert.deepEqual(named.json().full_name, ['Pro recenzi je nutné vyplnit jméno a příjmení.']);
    assert.match(named.json().non_field_errors[0], /jen k produktu, který jste si u nás koupili/);
    const [stored] = await apps.database.db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.masterProductId, model.masterId));
    assert.equal(stored, undefined);
  });

  test('a signed-in customer without the purchase is refused; after buying, the review waits for staff and counts nowhere', async () => {
    const model = await unreviewedModel('CZ', 1);
    const customer = await signedIn(apps.cz, TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const before = await customer.get(buildPath(reviewUserData.path, { master_product_seo_name: model.seoName }));
    assert.deepEqual(before.json(), { can_review: false, blocker: 'not_purchased', full_name: before.json().full_name });
    const refused = await customer.post(submitUrl, { ...REVIEW, master_product_seo_name: model.seoName });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().non_field_errors, ['Recenzi lze napsat jen k produktu, který jste si u nás koupili.']);

    await orderFor(apps.database.db, 'CZ', TEST_CUSTOMER.email, model);
    assert.equal((await customer.get(buildPath(reviewUserData.path, { master_product_seo_name: model.seoName }))).json().can_review, true);
    const toReview = (await customer.get(reviewProductsFromOrders.path)).json().results as { master_product_seo_name: string }[];
    assert.ok(toReview.some((item) => item.master_product_seo_name === model.seoName));

    const created = await customer.post(buildPath(reviewSubmitForProduct.path, { component_pk: model.id }), REVIEW);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().status, 'pending');
    const again = await customer.post(submitUrl, { ...REVIEW, master_product_seo_name: model.seoName });
    assert.deepEqual(again.json().non_field_errors, ['K tomuto produktu už jste recenzi napsali.']);
    const list = await customer.get(`${buildPath(reviewsOfProduct.path, { master_product_seo_name: model.seoName })}?page_size=5`);
    assert.deepEqual({ count: list.json().count, average: list.json().average }, { count: 0, average: null });
    assert.equal(list.headers['cache-control'], 'public, max-age=0, s-maxage=60', 'browsers ask again, so a purge shows an approval at once');
    assert.match(String(list.headers['surrogate-key']), new RegExp(`\\breviews-${model.masterId}\\b`));
    const afterwards = (await customer.get(reviewProductsFromOrders.path)).json().results as { master_product_seo_name: string }[];
    assert.ok(!afterwards.some((item) => item.master_product_seo_name === model.seoName), 'reviewed models leave the list');
  });

  test('the honeypot refuses a bot; a missing CSRF token is 403', async () => {
    const model = await unreviewedModel('CZ', 2);
    const customer = await signedIn(apps.cz, TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const bot = await customer.post(submitUrl, { ...REVIEW, master_product_seo_name: model.seoName, website: 'http://spam.example' });
    assert.equal(bot.statusCode, 400);
    assert.ok(bot.json().non_field_errors);
    const forged = await customer.request({ method: 'POST', url: submitUrl, body: { ...REVIEW, master_product_seo_name: model.seoName }, csrf: false });
    assert.equal(forged.statusCode, 403);
  });

  test('the Romanian shop answers in Romanian', async () => {
    const model = await unreviewedModel('RO');
    const client = new TestClient(apps.ro, 'ro');
    await client.get('/api/new/auth/me/');
    const response = await client.post(submitUrl, { ...REVIEW, full_name: 'Ana', master_product_seo_name: model.seoName });
    assert.deepEqual(response.json().full_name, ['Pentru recenzie sunt necesare numele și prenumele.']);
  });

  test('products-samsung lists only Samsung models from the orders (OT-R4); both lists need a session', async () => {
    const anonymous = new TestClient(apps.cz, 'cs');
    assert.equal((await anonymous.get(reviewProductsSamsung.path)).statusCode, 401);
    assert.equal((await anonymous.get(reviewProductsFromOrders.path)).statusCode, 401);
    const customer = await signedIn(apps.cz, TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const [samsung] = await apps.database.db
      .select({ id: products.id, code: products.code, name: products.longName, price: products.price, seoName: masterProducts.seoName })
      .from(products)
      .innerJoin(masterProducts, eq(masterProducts.id, products.masterProductId))
      .where(and(eq(products.market, 'CZ'), sql`${masterProducts.manufacturerId} = (SELECT id FROM manufacturers WHERE name = 'Samsung')`))
      .limit(1);
    assert.ok(samsung, 'the seed has Samsung goods');
    await orderFor(apps.database.db, 'CZ', TEST_CUSTOMER.email, samsung);
    const results = (await customer.get(reviewProductsSamsung.path)).json().results as { manufacturer_name: string; master_product_seo_name: string }[];
    assert.ok(results.some((item) => item.master_product_seo_name === samsung.seoName));
    assert.ok(results.every((item) => item.manufacturer_name === 'Samsung'));
  });
});

describe('staff (AT-R1, AT-R2, AT-R5, AT-X1)', () => {
  test('customers get 403, anonymous 401, staff without CSRF 403', async () => {
    const customer = await signedIn(apps.cz, TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    assert.equal((await customer.get(reviewStaffList.path)).statusCode, 403);
    assert.equal((await customer.request({ method: 'PATCH', url: buildPath(reviewStaffApprove.path, { pk: 1 }), body: { approved: true } })).statusCode, 403);
    assert.equal((await new TestClient(apps.cz, 'cs').get(reviewStaffList.path)).statusCode, 401);
    const staff = await signedIn(apps.cz, TEST_STAFF.email, TEST_STAFF.password);
    assert.equal((await staff.request({ method: 'PATCH', url: buildPath(reviewStaffApprove.path, { pk: 1 }), body: { approved: true }, csrf: false })).statusCode, 403);
  });

  test('approve publishes with the aggregate and the badge once delivered; edit keeps history; disapprove needs a reason and mails it', async () => {
    const model = await unreviewedModel('CZ', 3);
    const customer = await signedIn(apps.cz, TEST_CUSTOMER.email, TEST_CUSTOMER.password);
    const orderId = await orderFor(apps.database.db, 'CZ', TEST_CUSTOMER.email, model);
    const created = await customer.post(submitUrl, { ...REVIEW, rating: 5, master_product_seo_name: model.seoName });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as number;
    const listUrl = `${buildPath(reviewsOfProduct.path, { master_product_seo_name: model.seoName })}?page_size=5`;
    assert.equal((await customer.get(listUrl)).json().count, 0, 'cached answer before approval');

    const staff = await signedIn(apps.cz, TEST_STAFF.email, TEST_STAFF.password);
    const grid = await staff.get(`${reviewStaffList.path}?status=pending&product=${encodeURIComponent(model.seoName)}`);
    assert.equal(grid.statusCode, 200);
    assert.deepEqual(grid.json().results.map((row: { id: number }) => row.id), [id]);
    const badFilter = await staff.get(`${reviewStaffList.path}?rating=7`);
    assert.equal(badFilter.statusCode, 400);
    assert.ok(badFilter.json().rating);

    const noReason = await staff.request({ method: 'PATCH', url: buildPath(reviewStaffApprove.path, { pk: id }), body: { approved: false } });
    assert.equal(noReason.statusCode, 400);
    assert.ok(noReason.json().disapproval_reason);

    const approved = await staff.request({ method: 'PATCH', url: buildPath(reviewStaffApprove.path, { pk: id }), body: { approved: true } });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().status, 'approved');
    assert.equal(approved.json().decided_by, TEST_STAFF.email);
    const shown = (await customer.get(listUrl)).json();
    assert.deepEqual({ count: shown.count, average: shown.average }, { count: 1, average: 5 }, 'the purge shows it at once');
    assert.equal(shown.results[0].verified_purchase, false, 'the order is not delivered yet');

    await apps.database.db.update(shopOrders).set({ status: 'delivered' }).where(eq(shopOrders.id, orderId));
    const edited = await staff.request({ method: 'PATCH', url: buildPath(reviewStaffUpdate.path, { pk: id }), body: { rating: 3, text: 'Upraveno.' } });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().updated_by, TEST_STAFF.email);
    const [row] = await apps.database.db.select({ revisions: productReviews.revisions }).from(productReviews).where(eq(productReviews.id, id));
    assert.equal(row!.revisions[0]!.before.rating, 5);
    const afterEdit = (await customer.get(listUrl)).json();
    assert.deepEqual({ average: afterEdit.average, verified: afterEdit.results[0].verified_purchase, text: afterEdit.results[0].text }, { average: 3, verified: true, text: 'Upraveno.' });
    const badName = await staff.request({ method: 'PATCH', url: buildPath(reviewStaffUpdate.path, { pk: id }), body: { full_name: 'X' } });
    assert.equal(badName.statusCode, 400);

    const disapproved = await staff.request({ method: 'PATCH', url: buildPath(reviewStaffApprove.path, { pk: id }), body: { approved: false, disapproval_reason: 'Obsahuje osobní údaje.' } });
    assert.equal(disapproved.json().status, 'disapproved');
    const hidden = (await customer.get(listUrl)).json();
    assert.deepEqual({ count: hidden.count, average: hidden.average }, { count: 0, average: null });
    const [master] = await apps.database.db.select({ count: masterProducts.ratingCount }).from(masterProducts).where(eq(masterProducts.id, model.masterId));
    assert.equal(master!.count, 0);
    const mails = await apps.database.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.recipient, TEST_CUSTOMER.email));
    assert.ok(mails.some((mail) => mail.text.includes('Obsahuje osobní údaje.')));
  });
});
