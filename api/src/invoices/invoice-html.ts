import type { Locale } from '@shop/shared/contract/common';
import { formatDate } from '@shop/shared/i18n/market';
import type { InvoiceParty } from '../db/schema/invoices';
import type { ServerMessageId } from '../i18n/messages-cs';
import { translate } from '../i18n/server-i18n';
import { escapeHtml } from '../mail/mail-html';
import type { ShopOrderRow } from '../orders/order-access';
import { qrPlatbaForOrder } from '../qr-platba/qr-platba-code';
import type { InvoiceRow } from './issue-invoice';
import { invoiceMoney } from './invoice-money';
import { SELLER_PLACEHOLDER } from './seller';

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
.placeholder{background:#fff3b0;outline:1px dashed #a60}
.hint{color:#444;margin:12px 0}
.qr svg{width:180px;height:180px}
@media print{body{padding:0;max-width:none}.hint{display:none}.placeholder{background:none}@page{size:A4;margin:15mm}tr{break-inside:avoid}}
`;

export type Labels = (id: ServerMessageId, values?: Record<string, unknown>) => string;

export function partyHtml(party: InvoiceParty, t: Labels): string {
  const value = (text: string | undefined) => (text === SELLER_PLACEHOLDER ? `<span class="placeholder">${escapeHtml(text)}</span>` : escapeHtml(text ?? ''));
  const line = (text: string | undefined, label?: string) => (text ? `<p>${label ? `${escapeHtml(label)}: ` : ''}${value(text)}</p>` : '');
  return [
    line(party.company),
    line(party.name),
    line(party.street),
    `<p>${[party.postcode, party.city].filter(Boolean).map(value).join(' ')}</p>`,
    line(party.county),
    line(party.company_id, t('invoice.company_id')),
    line(party.vat_id, t('invoice.vat_id')),
    line(party.register, t('invoice.register')),
  ].join('');
}

/**
 * The printable invoice (O-S15), linking the same invoice as a PDF (invoice-pdf.ts). Every
 * value from the order or the environment goes through escapeHtml; the texts are the server catalog's in the
 * order's language. A CZ bank-transfer order not paid yet carries the same QR Platba as its e-mail and thank-you page.
 */
export function invoiceHtml(invoice: InvoiceRow, order: ShopOrderRow, locale: Locale): string {
  const t: Labels = (id, values) => translate(locale, id, values);
  const market = invoice.market;
  const money = (hundredths: number) => escapeHtml(invoiceMoney(hundredths, market));
  const lines = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.code)}</td><td>${escapeHtml(line.name)}</td><td class="n">${line.quantity}</td><td class="n">${money(line.unitPrice * 100)}</td><td class="n">${money(line.finalPrice * 100)}</td></tr>`,
    )
    .join('');
  const vatRows = invoice.vatRows.map((row) => `<tr><td>${row.rate} %</td><td class="n">${money(row.base)}</td><td class="n">${money(row.vat)}</td><td class="n">${money(row.total)}</td></tr>`).join('');
  const qr = qrPlatbaForOrder(order);
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
<table class="lines"><thead><tr><th>${escapeHtml(t('invoice.code'))}</th><th>${escapeHtml(t('invoice.item'))}</th><th class="n">${escapeHtml(t('invoice.quantity'))}</th><th class="n">${escapeHtml(t('invoice.unit_price'))}</th><th class="n">${escapeHtml(t('invoice.line_total'))}</th></tr></thead><tbody>${lines}</tbody></table>
<table><thead><tr><th>${escapeHtml(t('invoice.rate'))}</th><th class="n">${escapeHtml(t('invoice.base'))}</th><th class="n">${escapeHtml(t('invoice.vat'))}</th><th class="n">${escapeHtml(t('invoice.line_total'))}</th></tr></thead><tbody>${vatRows}</tbody></table>
<p><strong>${escapeHtml(t('invoice.total'))}: ${money(invoice.total * 100)}</strong></p>
${qr ? `<section class="qr"><h2>${escapeHtml(t('invoice.qr'))}</h2>${qr.svg}<p>IBAN: ${escapeHtml(qr.iban)}</p><p>VS: ${escapeHtml(qr.variable_symbol)}</p></section>` : ''}
<p class="hint">${escapeHtml(t('invoice.placeholder_note'))}</p>
</main></body></html>`;
}
