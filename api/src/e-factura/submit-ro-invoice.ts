import type { Db } from '../db/database';
import { eFacturaSubmissions } from '../db/schema/e-factura';
import type { RoInvoice } from './invoice-data';
import { ublInvoiceXml } from './ubl-invoice';
import { eFacturaDeadline } from './working-days';

/**
 * Queues one Romanian invoice for e-Factura: its CIUS-RO XML is stored and the submission job sends it
 * (validated first) before the 5-working-day deadline. The invoices domain calls this when it issues an RO
 * invoice. Calling it again for the same invoice number changes nothing, so a retried issue is safe. It is
 * due from this process's clock, the one the job compares with: the database's now() has microseconds and
 * could stand after a job pass started in the same millisecond (the job then skipped it).
 */
export async function submitRoInvoice(db: Db, invoice: RoInvoice, orderId: number | null = null): Promise<void> {
  await db
    .insert(eFacturaSubmissions)
    .values({ orderId, invoiceNumber: invoice.number, xml: ublInvoiceXml(invoice), dueAt: eFacturaDeadline(invoice.issueDate), nextAttemptAt: new Date() })
    .onConflictDoNothing({ target: eFacturaSubmissions.invoiceNumber });
}
