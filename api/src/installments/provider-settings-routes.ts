import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminInstallmentProviderList, adminInstallmentProviderUpdate, type InstallmentProvider } from '@shop/shared/contract/admin-feeds';
import { installmentProviders } from '../db/schema/admin-feeds';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';

function providerOf(row: typeof installmentProviders.$inferSelect): InstallmentProvider {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    arrange_type: row.arrangeType,
    enabled: row.enabled,
    min_amount: row.minAmount,
    max_amount: row.maxAmount,
    months: [...row.months].sort((a, b) => a - b),
    rate: row.rate,
    rpsn: row.rpsn,
    down_payment_percent: row.downPaymentPercent,
  };
}

/**
 * Installment admin (AT-T2): staff edit each provider's terms in their market; the cart's calculator reads
 * them on every call (api/src/installments/calculator.ts), so a change shows in the next cart at once.
 * Providers come with the migration (a provider is a contract, not something staff create in a form).
 */
export function registerInstallmentProviderRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, adminInstallmentProviderList, async () => ({
    results: (await db().select().from(installmentProviders).where(eq(installmentProviders.market, market())).orderBy(asc(installmentProviders.number))).map(providerOf),
  }));

  registerRoute(app, adminInstallmentProviderUpdate, async ({ params, body, locale }) => {
    const [row] = await db()
      .update(installmentProviders)
      .set({
        enabled: body.enabled,
        minAmount: body.min_amount,
        maxAmount: body.max_amount,
        months: [...new Set(body.months)].sort((a, b) => a - b),
        rate: body.rate,
        rpsn: body.rpsn,
        downPaymentPercent: body.down_payment_percent,
      })
      .where(and(eq(installmentProviders.id, params.id), eq(installmentProviders.market, market())))
      .returning();
    if (!row) throw detailError(404, translate(locale, 'installments.not_found'));
    // Product pages show "installments from N per month" from these terms: drop the cached ones.
    await app.responseCache.purge({ target: { keys: ['catalogue-product'] }, soft: false });
    return providerOf(row);
  });
}
