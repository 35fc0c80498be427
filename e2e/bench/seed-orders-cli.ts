import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig } from '@shop/api/src/config';
import type { Db } from '@shop/api/src/db/database';
import { openDatabase } from '@shop/api/src/db/open-database';
import { repoRoot } from '../support/shop-server';

// The api's drizzle (e2e does not depend on it), typed by hand for the one call used here.
const { sql } = createRequire(path.join(repoRoot, 'api/package.json'))('drizzle-orm') as { sql: { raw: (text: string) => Parameters<Db['execute']>[0] } };

/**
 * Adds `ORDERS` Czech orders to the shop's database in two statements (orders, then one own-stock package each) over
 * generate_series: seconds, where as many checkouts through the API would take hours. Spread over 120 days, every
 * status, payment and delivery state, and customer names, e-mails and phones the grid's search can find.
 * Run as `node --import tsx bench/seed-orders-cli.ts <count> [prefix]` with the shop's DATABASE_URL or DATA_DIR; a
 * number is the prefix (default `B`, no real order's) padded with the order's sequence to ten characters: `E1` gives
 * `E100000001`…, numbers as the shop's own, which a bank statement's variable symbol (no leading zeros) names.
 */
const ORDERS = Math.trunc(Number(process.argv[2] ?? 100_000));
const PREFIX = /^[A-Z]\d{0,3}$/.test(process.argv[3] ?? '') ? process.argv[3]! : 'B';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await database.db.execute(sql.raw(`
    insert into shop_orders (order_number, market, locale, submit_token, body_digest, status, payment_status, delivery_code,
      payment_type, billing_address, order_info, email, items_total, discounts, buyout_bonus, delivery_price, payment_price,
      total, vat, created_at)
    select '${PREFIX}' || lpad(g::text, ${10 - PREFIX.length}, '0'), 'CZ', 'cs', 'bench-' || g, 'bench',
      (array['new','processing','packed','handed_to_carrier','delivered','cancelled'])[1 + g % 6],
      (array['paid','not_paid','waiting_for_payment'])[1 + g % 3], 'courier', 'bank_transfer',
      jsonb_build_object('first_name', (array['Jana','Petr','Eva','Karel','Lucie'])[1 + g % 5], 'last_name', 'Zákazník' || (g % 5000),
        'address', 'Karlova 12', 'city', 'Praha', 'district', '', 'postcode', '110 00', 'phone', '+420 ' || (600000000 + g)::text,
        'email', 'bench' || g || '@example.com', 'invoice_on_company', false),
      '{}'::jsonb, 'bench' || g || '@example.com', 1000 + g % 50000, 0, 0, 99, 0, 1099 + g % 50000, 190,
      now() - (g % 120) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${ORDERS}) as g`));
  await database.db.execute(sql.raw(`
    insert into order_packages (order_id, kind, status)
    select id, 'own_stock', (array['new','picking','packed','handed_to_carrier','delivered'])[1 + id % 5]
    from shop_orders where submit_token like 'bench-%'`));
  await database.db.execute(sql.raw('vacuum analyze shop_orders'));
  await database.db.execute(sql.raw('vacuum analyze order_packages'));
} finally {
  await database.close();
}
