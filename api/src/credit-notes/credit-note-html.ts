import type { Locale } from '@shop/shared/contract/common';
import { formatDate, formatPrice } from '@shop/shared/i18n/market';
import { translate } from '../i18n/server-i18n';
import type { Labels } from '../invoices/document-parts';
import { STYLE as INVOICE_STYLE, linesHtml, partyHtml } from '../invoices/invoice-html';
import { STANDARD_VAT_PERCENT } from '../invoices/vat-row';
import { invoiceMoney } from '../invoices/invoice-money';
import { escapeHtml } from '../mail/mail-html';
import type { CreditNoteRow, InvoiceRow } from './issue-credit-note';

/** How the money went back: the amount actually paid out (at most what came in) and where, or that nothing did. */
export function refundText(note: CreditNoteRow, refundAccount: string, t: Labels): string {
  if (note.refundMethod === 'none') return t('credit_note.nothing_refunded');
  if (note.refundMethod === 'card') return t('credit_note.refunded_to_card', { amount: formatPrice(note.refunded, note.market) });
  return t('credit_note.refunded', { amount: formatPrice(note.refunded, note.market), account: refundAccount });
}

/**
 * The printable credit note, laid out like the invoice (same style, parties, line and VAT tables) so the customer and
 * the accountant read both the same way. Amounts are negative. Every value is escaped; no script.
 */
export function creditNoteHtml(note: CreditNoteRow, invoice: InvoiceRow, orderNumber: string, refundAccount: string, locale: Locale): string {
  const t: Labels = (id, values) => translate(locale, id, values);
  const money = (hundredths: number) => escapeHtml(invoiceMoney(hundredths, note.market));
  const title = escapeHtml(t('credit_note.title', { number: note.number }));
  const vatRows = note.vatRows.map((row) => `<tr><td>${row.rate} %</td><td class="n">${money(row.base)}</td><td class="n">${money(row.vat)}</td><td class="n">${money(row.total)}</td></tr>`).join('');
  const invoiceDate = formatDate(invoice.issuedAt.toISOString().slice(0, 10));
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${INVOICE_STYLE}</style></head>
<body><main>
<h1>${title}</h1>
<p class="hint">${escapeHtml(t('invoice.print'))} (Ctrl+P) · <a href="credit-note.pdf" download>${escapeHtml(t('invoice.download_pdf'))}</a></p>
<div class="parties"><section><h2>${escapeHtml(t('invoice.seller'))}</h2>${partyHtml(note.seller, t)}</section>
<section><h2>${escapeHtml(t('invoice.buyer'))}</h2>${partyHtml(note.buyer, t)}</section></div>
<p>${escapeHtml(t('credit_note.corrects', { number: invoice.number, date: invoiceDate }))}</p>
<p>${escapeHtml(t('credit_note.reason'))}</p>
<p>${escapeHtml(t('invoice.order'))}: ${escapeHtml(orderNumber)}</p>
<p>${escapeHtml(t('invoice.issued'))}: ${escapeHtml(formatDate(note.issuedAt.toISOString().slice(0, 10)))}</p>
${linesHtml(note.lines, note.vatRows[0]?.rate ?? STANDARD_VAT_PERCENT, note.market, t)}
<table><thead><tr><th>${escapeHtml(t('invoice.rate'))}</th><th class="n">${escapeHtml(t('invoice.base'))}</th><th class="n">${escapeHtml(t('invoice.vat'))}</th><th class="n">${escapeHtml(t('invoice.line_total'))}</th></tr></thead><tbody>${vatRows}</tbody></table>
<p><strong>${escapeHtml(t('credit_note.total'))}: ${money(note.total * 100)}</strong></p>
<p data-refund>${escapeHtml(refundText(note, refundAccount, t))}</p>
</main></body></html>`;
}
