// Measures a feed of 100,000 products (not part of the test suite; run by hand and record in docs/admin-commerce.md):
//   node --import tsx src/feeds/measure-feed.ts            (PGlite)
//   DATABASE_URL=postgres://... node --import tsx src/feeds/measure-feed.ts
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

const COUNT = Number(process.env.FEED_PRODUCTS ?? 100_000);

const database = await openTestDatabase();
const started = Date.now();
await database.db.execute(sql`
  INSERT INTO products (market, master_product_id, manufacturer_id, type_device_id, code, seo_name, long_name, short_name, condition, quality, price, vat_rate, store_quantity, meta_attributes_description)
  SELECT p.market, p.master_product_id, p.manufacturer_id, p.type_device_id, 'BENCH-' || g, 'bench-' || g, p.long_name || ' & <' || g || '>', p.short_name, p.condition, p.quality, p.price + (g % 100), p.vat_rate, g % 3, p.meta_attributes_description
  FROM generate_series(1, ${COUNT}) AS g CROSS JOIN LATERAL (SELECT * FROM products WHERE market = 'CZ' ORDER BY id LIMIT 1) AS p`);
console.log(`inserted ${COUNT} products in ${Date.now() - started} ms`);

const app = await buildTestApp({ database, config: { market: 'CZ', defaultLocale: 'cs' } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
for (const path of ['/api/new/feeds/heureka.xml', '/api/new/feeds/google-merchant.xml']) {
  global.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
  const begin = Date.now();
  const response = await fetch(address + path);
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByte = Date.now() - begin;
    bytes += chunk.byteLength;
  }
  clearInterval(sampler);
  console.log(`${path}: ${response.status}, ${(bytes / 1e6).toFixed(1)} MB, first byte ${firstByte} ms, total ${Date.now() - begin} ms, heap growth peak ${((peak - baseline) / 1e6).toFixed(1)} MB`);
}
await app.close();
await database.close();
