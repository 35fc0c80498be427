import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEFacturaSubmissions } from '@shop/shared/contract/market-law';
import { shopOrders } from '../db/schema/cart';
import { eFacturaSubmissions } from '../db/schema/e-factura';
import { registerRoute } from '../http/register-route';
import { orderNotFound } from '../http/translated-errors';
import { eFacturaClientFromEnv } from './client-from-env';
import type { EFacturaClient } from './e-factura-client';
import { runEFacturaSubmissions } from './submission-job';

/** How often a Romanian server sends due invoices (E_FACTURA_JOB_INTERVAL_MS; 0 turns the job off). */
function jobIntervalMs(env: NodeJS.ProcessEnv): number {
  const text = env.E_FACTURA_JOB_INTERVAL_MS?.trim();
  return text ? Number(text) : 5 * 60_000;
}

/**
 * The staff call the order desk shows e-Factura by, and, on a Romanian server, the job that submits the
 * invoices to ANAF (through `client`, ANAF itself or its stand-in).
 */
export function registerEFacturaRoutes(app: FastifyInstance, client: EFacturaClient = eFacturaClientFromEnv(), env: NodeJS.ProcessEnv = process.env): void {
  registerRoute(app, orderEFacturaSubmissions, async ({ params, locale }) => {
    const db = app.database.db;
    const [order] = await db.select({ id: shopOrders.id, market: shopOrders.market }).from(shopOrders).where(eq(shopOrders.orderNumber, params.order_number));
    if (!order || order.market !== app.config.market) throw orderNotFound(locale);
    const rows = await db.select().from(eFacturaSubmissions).where(eq(eFacturaSubmissions.orderId, order.id)).orderBy(asc(eFacturaSubmissions.id));
    return {
      submissions: rows.map((row) => ({
        invoice_number: row.invoiceNumber,
        state: row.state,
        attempts: row.attempts,
        last_error: row.lastError,
        upload_index: row.uploadIndex,
        due_at: row.dueAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    };
  });

  const interval = jobIntervalMs(env);
  if (app.config.market !== 'RO' || !(interval > 0)) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runEFacturaSubmissions(app.database.db, client)
      .catch((error: unknown) => app.log.error({ err: error }, 'e-Factura submission pass failed'))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
