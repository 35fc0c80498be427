import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, asc, eq, gte } from 'drizzle-orm';
import * as v from 'valibot';
import { catalogueProductDetail } from '@shop/shared/contract/catalogue';
import { adminInstallmentProviderList } from '@shop/shared/contract/admin-feeds';
import { products } from '../../db/schema/catalogue';
import type { InstallmentPlan } from '../../installments/calculator';
import { useMarketApps } from '../../test-support/market-apps';
import { TestClient } from '../../test-support/test-client';
import { TEST_STAFF } from '../../test-support/test-database';
import { installmentTeaser } from './installment-teaser';

const apps = useMarketApps();

const plan = (months: number, rate: number, minimumPrice: number, maximumPrice: number | null = null): InstallmentPlan => ({
  id: months,
  provider: 'test',
  arrangeType: 'online',
  months,
  rate,
  downPaymentPercent: 0,
  minimumPrice,
  maximumPrice,
});

describe('installment teaser from the provider settings', () => {
  test('the longest plan covering the price, its lowest monthly payment', () => {
    assert.deepEqual(installmentTeaser([plan(12, 0, 1000), plan(24, 0, 5000)], 12_000), { months: 24, monthly_payment: 500 });
    assert.deepEqual(installmentTeaser([plan(12, 0, 1000), plan(24, 0, 5000)], 3_000), { months: 12, monthly_payment: 250 }, 'below the 24-month minimum');
    assert.deepEqual(installmentTeaser([plan(24, 10, 1000), plan(24, 0, 1000)], 2_400), { months: 24, monthly_payment: 100 }, 'interest-free wins');
    assert.equal(installmentTeaser([plan(12, 0, 1000, 2000)], 3_000), null, 'above the maximum');
    assert.equal(installmentTeaser([], 3_000), null, 'every provider switched off');
  });

  test('the product page follows what staff save in the installment admin', async () => {
    const [product] = await apps.database.db
      .select({ seoName: products.seoName, price: products.price })
      .from(products)
      .where(and(eq(products.market, 'CZ'), gte(products.price, 10_000)))
      .orderBy(asc(products.id))
      .limit(1);
    assert.ok(product);
    const teaser = async () =>
      v.parse(catalogueProductDetail.response, (await apps.cz.inject({ url: `/api/new/catalogue/products/${product.seoName}/` })).json()).installment;
    assert.ok(await teaser(), 'the seeded providers cover the price');

    const staff = new TestClient(apps.cz, 'cs');
    assert.equal((await staff.login(TEST_STAFF.email, TEST_STAFF.password)).statusCode, 200);
    const providers = v.parse(adminInstallmentProviderList.response, (await staff.get('/api/new/admin/installment-providers/')).json()).results;
    const settings = { enabled: true, min_amount: 1000, max_amount: null, months: [10], rate: 0, rpsn: 0, down_payment_percent: 0 };
    for (const [index, provider] of providers.entries()) {
      const saved = await staff.request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${provider.id}/`, body: { ...settings, enabled: index === 0 } });
      assert.equal(saved.statusCode, 200, saved.body);
    }
    // No cache-control: no-cache: the save itself must drop the cached product page.
    assert.deepEqual(await teaser(), { months: 10, monthly_payment: Math.ceil(product.price / 10) });

    const raised = await staff.request({ method: 'PATCH', url: `/api/new/admin/installment-providers/${providers[0]!.id}/`, body: { ...settings, min_amount: product.price + 1 } });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.equal(await teaser(), null, 'the only provider starts above the price');
  });
});
