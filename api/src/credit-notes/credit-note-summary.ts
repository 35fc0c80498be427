import type { CreditNoteSummary } from '@shop/shared/contract/credit-notes';
import { creditNoteDocumentPath } from './credit-note-paths';
import type { CreditNoteRow } from './issue-credit-note';

/** The credit note as the refund and close calls and the desk's withdrawals show it; `access` is the order's link secret. */
export function creditNoteSummary(note: CreditNoteRow, orderNumber: string, invoiceNumber: string, access: string): CreditNoteSummary {
  return {
    withdrawal_id: note.withdrawalId,
    order_number: orderNumber,
    number: note.number,
    invoice_number: invoiceNumber,
    total: note.total,
    issued_at: note.issuedAt.toISOString(),
    refunded: note.refunded,
    refund_method: note.refundMethod,
    document_url: creditNoteDocumentPath(orderNumber, access, note.number),
  };
}
