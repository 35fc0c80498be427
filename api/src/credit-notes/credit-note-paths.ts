/** The printable credit note, opened with the order's access secret like the invoice and the status page. */
export const CREDIT_NOTE_DOCUMENT_ROUTE = '/api/new/orders/credit-note/:order_number/:access/:number/';

export function creditNoteDocumentPath(orderNumber: string, access: string, number: string): string {
  return `/api/new/orders/credit-note/${orderNumber}/${access}/${number}/`;
}
