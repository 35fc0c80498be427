import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { orderDeskCount, orderDeskList } from '@shop/shared/contract/order-desk';
import type { Db } from '../../db/database';
import { shopOrders } from '../../db/schema/cart';
import { useMarketApps } from '../../test-support/market-apps';
import { DESK, DESK_COUNT, deskStaff } from '../test-support/desk-fixture';
import { ORDER_GRID_COUNT_CAP, ORDER_GRID_SEARCH_COUNT_CAP, orderSearchDocument } from './desk-list';

const apps = useMarketApps();

/** `count` bare orders of the market, e-mails `<tag>-<n>@example.cz`, named "Eva Trigramová", phone `+420 7<n, 8 digits>`. */
async function insertOrders(db: Db, tag: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into shop_orders (order_number, market, locale, submit_token, body_digest, payment_status, delivery_code, payment_type,
      billing_address, order_info, email, items_total, discounts, buyout_bonus, delivery_price, payment_price, total, vat)
    select 'T' || ${tag} || n, 'CZ', 'cs', ${tag} || n, 'digest', 'not_paid', 'courier', 'bank_transfer',
      jsonb_build_object('first_name', 'Eva', 'last_name', 'Trigramová', 'company', 'Firma ' || n, 'phone', '+420 7' || lpad(n::text, 8, '0')), '{}'::jsonb,
      ${tag} || '-' || n || '@example.cz', 100, 0, 0, 0, 0, 100, 17
    from generate_series(1, ${count}) as n`);
}

describe('the order grid search and count at scale', () => {
  test('the search finds by any part of number, e-mail, "first last" name, company or phone, through the trigram index', async () => {
    const tag = `s${Date.now()}`;
    await insertOrders(apps.database.db, tag, 3);
    const staff = await deskStaff(apps.cz, 'cs');
    const found = async (search: string) => v.parse(orderDeskCount.response, (await staff.get(`${DESK_COUNT}?search=${encodeURIComponent(search)}`)).json()).count;
    assert.equal(await found(`${tag}-2@example`), 1, 'part of an e-mail');
    assert.equal(await found(`T${tag}3`), 1, 'an order number');
    assert.equal(await found('eva trigramov'), 3, '"first last", any case');
    assert.equal(await found(`firma 2`), 1, 'the company');
    assert.equal(await found('100%'), 0, 'a typed % is literal');
    // The other tests' orders repeat the phones, so a phone finds one order of this test's and maybe theirs.
    assert.ok((await found('+420 700 000 002')) >= 1, 'a phone typed with the country code and spaces');
    assert.ok((await found('700-000-002')) >= 1, 'a phone typed with dashes');
    assert.equal(await found('+420 799 999 999'), 0, 'a phone no order has');

    // The planner can answer the search from the index: the grid's search expression is the index's (with scans of
    // the whole table or of another index ruled out, only a bitmap scan of a matching index is left).
    const query = apps.database.db.select({ id: shopOrders.id }).from(shopOrders).where(sql`${orderSearchDocument} ilike '%trigramov%'`);
    const plan = await apps.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return tx.execute(sql`explain ${query}`);
    });
    const text = JSON.stringify(plan);
    assert.match(text, /shop_orders_search_document_trgm_idx/, text);
  });

  test('the count stops at the cap, so a broad filter does not count every order of the market on every page', async () => {
    const tag = `c${Date.now()}`;
    await insertOrders(apps.database.db, tag, ORDER_GRID_COUNT_CAP + 5);
    const staff = await deskStaff(apps.cz, 'cs');
    const counted = async (filters: string) => v.parse(orderDeskCount.response, (await staff.get(`${DESK_COUNT}?${filters}`)).json()).count;
    assert.equal(await counted(''), ORDER_GRID_COUNT_CAP);
    assert.equal(v.parse(orderDeskList.response, (await staff.get(`${DESK}?page_size=20`)).json()).results.length, 20);
    assert.equal(await counted(`search=${tag}`), ORDER_GRID_SEARCH_COUNT_CAP, 'a search counts to its own, lower cap');
    assert.equal(await counted(`search=${tag}-1234@`), 1, 'below the cap the count is exact');
  });

  test('each row shows its own packages\' state and the delivery filter matches by them, whatever the ids of orders and packages', async () => {
    // Packages whose ids differ from their orders' ids (a second package, a dropped one): a bare "id" in the grid's
    // subqueries would have meant the package's own id and shown one state for every row.
    const tag = `d${Date.now()}`;
    await insertOrders(apps.database.db, tag, 3);
    await apps.database.db.execute(sql`
      insert into order_packages (order_id, kind, status)
      select o.id, 'own_stock', s.status
      from shop_orders o join (values (1, 'picking'), (2, 'delivered'), (3, 'handed_to_carrier')) as s(n, status) on o.order_number = 'T' || ${tag} || s.n`);
    await apps.database.db.execute(sql`
      insert into order_packages (order_id, kind, status)
      select o.id, 'supplier', 'new' from shop_orders o where o.order_number = 'T' || ${tag} || '3'`);
    const staff = await deskStaff(apps.cz, 'cs');
    const rows = v.parse(orderDeskList.response, (await staff.get(`${DESK}?search=${tag}&page_size=10`)).json()).results;
    assert.deepEqual(
      Object.fromEntries(rows.map((row) => [row.order_number, row.delivery_status])),
      { [`T${tag}1`]: 'picking', [`T${tag}2`]: 'delivered', [`T${tag}3`]: 'new' },
      'the least advanced package of each order',
    );
    const filtered = v.parse(orderDeskList.response, (await staff.get(`${DESK}?search=${tag}&delivery_status=delivered`)).json());
    assert.deepEqual(filtered.results.map((row) => row.order_number), [`T${tag}2`]);
    assert.equal(v.parse(orderDeskCount.response, (await staff.get(`${DESK_COUNT}?search=${tag}&delivery_status=delivered`)).json()).count, 1);
  });
});
