/** The customer's printable invoice, opened with the order's access secret like its status page. */
export const INVOICE_DOCUMENT_ROUTE = '/api/new/orders/invoice/:order_number/:access/';
/** The same invoice as a PDF (the file the e-mail carries). */
export const INVOICE_PDF_ROUTE = '/api/new/orders/invoice/:order_number/:access/invoice.pdf';

export function invoiceDocumentPath(orderNumber: string, access: string): string {
  return `/api/new/orders/invoice/${orderNumber}/${access}/`;
}
