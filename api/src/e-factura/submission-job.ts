import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { EFacturaState } from '../db/schema/e-factura';
import { rawRows } from '../catalogue/raw-rows';
import { ciusRoViolations } from './cius-ro-check';
import type { EFacturaClient } from './e-factura-client';

/** After this many failed uploads a submission waits for staff (the order desk shows it as failed). */
export const MAX_ATTEMPTS = 10;
/** The first retry waits 5 minutes, each next one twice as long, never more than 6 hours: well inside 5 working days. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}
/** A claimed submission is another server's for this long; a server that died mid-upload frees it by then. */
const CLAIM_MS = 10 * 60_000;

interface ClaimedRow {
  id: number;
  xml: string;
  state: EFacturaState;
  attempts: number;
  upload_index: string | null;
}

/** One due submission, claimed so two servers never send the same invoice twice (SKIP LOCKED). */
async function claimNext(db: Db, now: Date): Promise<ClaimedRow | undefined> {
  const [row] = await rawRows<ClaimedRow>(
    db,
    sql`UPDATE e_factura_submissions SET next_attempt_at = ${new Date(now.getTime() + CLAIM_MS)}
      WHERE id = (
        SELECT id FROM e_factura_submissions
        WHERE next_attempt_at <= ${now} AND (state IN ('pending', 'sent') OR (state = 'failed' AND attempts < ${MAX_ATTEMPTS}))
        ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, xml, state, attempts, upload_index`,
  );
  return row;
}

async function record(db: Db, id: number, now: Date, change: { state: EFacturaState; attempts?: number; lastError?: string | null; uploadIndex?: string; nextAttemptAt: Date }) {
  await db.execute(sql`UPDATE e_factura_submissions SET state = ${change.state}, attempts = COALESCE(${change.attempts ?? null}::integer, attempts),
    last_error = ${change.lastError ?? null}, upload_index = COALESCE(${change.uploadIndex ?? null}::text, upload_index),
    next_attempt_at = ${change.nextAttemptAt}, updated_at = ${now} WHERE id = ${id}`);
}

/** The seller's CUI as ANAF's `cif` parameter wants it: the VAT code's digits. */
function sellerCif(xml: string): string {
  const supplier = /<cac:AccountingSupplierParty>([\s\S]*?)<\/cac:AccountingSupplierParty>/.exec(xml)?.[1] ?? '';
  return (/<cbc:CompanyID>(?:RO)?(\d+)<\/cbc:CompanyID>/.exec(supplier)?.[1] ?? '').trim();
}

/**
 * One pass of the e-Factura job: every due submission is validated and uploaded (pending, or failed and due
 * for a retry), and every uploaded one is asked its state until ANAF accepts or rejects it. A failure is
 * written down with the reason and retried with a doubling delay. Returns how many submissions it handled.
 */
export async function runEFacturaSubmissions(db: Db, client: EFacturaClient, now: Date = new Date()): Promise<number> {
  let handled = 0;
  for (let row = await claimNext(db, now); row; row = await claimNext(db, now)) {
    handled += 1;
    if (row.state === 'sent' && row.upload_index) {
      const status = await client.status(row.upload_index).catch((error: Error) => ({ state: 'processing' as const, error }));
      if (status.state === 'accepted') await record(db, row.id, now, { state: 'accepted', nextAttemptAt: now });
      else if (status.state === 'rejected') await record(db, row.id, now, { state: 'failed', attempts: MAX_ATTEMPTS, lastError: `ANAF: ${status.errors}`, nextAttemptAt: now });
      else await record(db, row.id, now, { state: 'sent', nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)) });
      continue;
    }
    const attempts = row.attempts + 1;
    const violations = ciusRoViolations(row.xml);
    if (violations.length > 0) {
      // ANAF would reject it the same way each time: staff must correct the invoice.
      await record(db, row.id, now, { state: 'failed', attempts: MAX_ATTEMPTS, lastError: violations.join('; '), nextAttemptAt: now });
      continue;
    }
    try {
      const { uploadIndex } = await client.upload(row.xml, sellerCif(row.xml));
      await record(db, row.id, now, { state: 'sent', attempts, uploadIndex, nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)) });
    } catch (error) {
      await record(db, row.id, now, { state: 'failed', attempts, lastError: (error as Error).message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) });
    }
  }
  return handled;
}
