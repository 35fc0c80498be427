import type { Locale, Market } from '@shop/shared/contract/common';
import { formatDate } from '@shop/shared/i18n/market';
import type { InvoiceLine, InvoiceParty } from '../db/schema/invoices';
import type { ServerMessageId } from '../i18n/messages-cs';
import { translate } from '../i18n/server-i18n';
import { escapeHtml } from '../mail/mail-html';
import type { ShopOrderRow } from '../orders/order-access';
import { bankTransferForOrder } from '../qr-platba/bank-transfer';
import { qrPlatbaForOrder } from '../qr-platba/qr-platba-code';
import type { InvoiceRow } from './issue-invoice';
import { invoiceMoney } from './invoice-money';
import { lineTable, partyLines, type Labels } from './document-parts';
import { STANDARD_VAT_PERCENT } from './vat-row';

/** Inline only: the document runs no script and loads nothing, so the shop-wide Content-Security-Policy is enough. */
export const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;color:#111;margin:0;padding:24px;max-width:900px}
h1{font-size:22px;margin:0 0 16px}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin-bottom:16px}
@media (max-width:600px){body{padding:12px}.parties{grid-template-columns:1fr}.lines{font-size:12px}}
h2{font-size:15px;margin:0 0 4px}
p{margin:0}
table{border-collapse:collapse;width:100%;margin:12px 0}
th,td{border-bottom:1px solid #bbb;padding:4px 6px;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
.hint{color:#444;margin:12px 0}
.qr svg{width:180px;height:180px}
@media print{body{padding:0;max-width:none}.hint{display:none}@page{size:A4;margin:15mm}tr{break-inside:avoid}}
`;

/** A party's block: its lines (document-parts.ts), each escaped. */
export function partyHtml(party: InvoiceParty, t: Labels): string {
  return partyLines(party, t)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The line table (document-parts.ts) as HTML, every cell escaped. */
export function linesHtml(lines: readonly InvoiceLine[], rate: number, market: Market, t: Labels): string {
  const table = lineTable(lines, rate, market, t);
  const cell = (tag: 'th' | 'td', text: string, numeric: boolean) => `<${tag}${numeric ? ' class="n"' : ''}>${escapeHtml(text)}</${tag}>`;
  const head = table.columns.map((column) => cell('th', column.header, column.numeric)).join('');
  const body = table.rows.map((row) => `<tr>${row.map((text, index) => cell('td', text, table.columns[index]!.numeric)).join('')}</tr>`).join('');
  return `<table class="lines"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * The printable invoice (O-S15), linking the same invoice as a PDF (invoice-pdf.ts). Every
 * value from the order or the environment goes through escapeHtml; the texts are the server catalog's in the
 * order's language. A bank-transfer order not paid yet carries the same payment data as its e-mail and thank-you page (QR Platba in CZ).
 */
export function invoiceHtml(invoice: InvoiceRow, order: ShopOrderRow, locale: Locale): string {
  const t: Labels = (id, values) => translate(locale, id, values);
  const market = invoice.market;
  const money = (hundredths: number) => escapeHtml(invoiceMoney(hundredths, market));
  const vatRows = invoice.vatRows.map((row) => `<tr><td>${row.rate} %</td><td class="n">${money(row.base)}</td><td class="n">${money(row.vat)}</td><td class="n">${money(row.total)}</td></tr>`).join('');
  const qr = qrPlatbaForOrder(order);
  // RO (no QR Platba there): the same account and reference as the thank-you page and the e-mail, written out.
  const transfer = qr ? null : bankTransferForOrder(order);
  const paymentName = translate(locale, `checkout.payment.${order.paymentType}` as ServerMessageId);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('invoice.title', { number: invoice.number }))}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(t('invoice.title', { number: invoice.number }))}</h1>
<p class="hint">${escapeHtml(t('invoice.print'))} (Ctrl+P) · <a href="invoice.pdf" download>${escapeHtml(t('invoice.download_pdf'))}</a></p>
<div class="parties"><section><h2>${escapeHtml(t('invoice.seller'))}</h2>${partyHtml(invoice.seller, t)}</section>
<section><h2>${escapeHtml(t('invoice.buyer'))}</h2>${partyHtml(invoice.buyer, t)}</section></div>
<p>${escapeHtml(t('invoice.order'))}: ${escapeHtml(order.orderNumber)}</p>
<p>${escapeHtml(t('invoice.issued'))}: ${escapeHtml(formatDate(invoice.issuedAt.toISOString().slice(0, 10)))}</p>
<p>${escapeHtml(t('invoice.supply_date'))}: ${escapeHtml(formatDate(invoice.taxableSupplyDate))}</p>
<p>${escapeHtml(t('invoice.payment'))}: ${escapeHtml(paymentName)}</p>
${linesHtml(invoice.lines, invoice.vatRows[0]?.rate ?? STANDARD_VAT_PERCENT, market, t)}
<table><thead><tr><th>${escapeHtml(t('invoice.rate'))}</th><th class="n">${escapeHtml(t('invoice.base'))}</th><th class="n">${escapeHtml(t('invoice.vat'))}</th><th class="n">${escapeHtml(t('invoice.line_total'))}</th></tr></thead><tbody>${vatRows}</tbody></table>
<p><strong>${escapeHtml(t('invoice.total'))}: ${money(invoice.total * 100)}</strong></p>
${qr ? `<section class="qr"><h2>${escapeHtml(t('invoice.qr'))}</h2>${qr.svg}<p>IBAN: ${escapeHtml(qr.iban)}</p><p>VS: ${escapeHtml(qr.variable_symbol)}</p></section>` : ''}
${transfer ? `<section class="qr"><h2>${escapeHtml(t('invoice.bank_transfer'))}</h2><p>IBAN: ${escapeHtml(transfer.iban)}</p><p>${escapeHtml(t('invoice.reference'))}: ${escapeHtml(transfer.reference)}</p></section>` : ''}
</main></body></html>`;
}
