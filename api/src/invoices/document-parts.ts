import type { Market } from '@shop/shared/contract/common';
import { DeliveryCodeSchema, PaymentTypeSchema } from '@shop/shared/contract/checkout';
import type { InvoiceLine, InvoiceParty } from '../db/schema/invoices';
import type { ServerMessageId } from '../i18n/messages-cs';
import { invoiceMoney } from './invoice-money';
import { vatRowOf } from './vat-row';

// What the printable page and the PDF of an invoice or credit note both print, so the two never tell different things.

export type Labels = (id: ServerMessageId, values?: Record<string, unknown>) => string;

/** A party's lines in print order; the labels are the document's language only. */
export function partyLines(party: InvoiceParty, t: Labels): string[] {
  const labelled = (value: string | undefined, label: ServerMessageId) => (value ? `${t(label)}: ${value}` : '');
  return [
    party.company ?? '',
    party.name ?? '',
    party.street ?? '',
    [party.postcode, party.city].filter(Boolean).join(' '),
    party.county ?? '',
    labelled(party.company_id, 'invoice.company_id'),
    labelled(party.vat_id, 'invoice.vat_id'),
    labelled(party.register, 'invoice.register'),
    labelled(party.share_capital, 'invoice.share_capital'),
    labelled(party.email, 'invoice.email'),
    labelled(party.phone, 'invoice.phone'),
    labelled(party.bank_accounts, 'invoice.bank_accounts'),
  ].filter(Boolean);
}

const DELIVERY_CODES: ReadonlySet<string> = new Set(DeliveryCodeSchema.options);
const PAYMENT_CODES: ReadonlySet<string> = new Set(PaymentTypeSchema.options);

/**
 * A delivery or payment line's name in the document's language: those lines carry the way's internal code
 * (`courier`, `bank_transfer`), which is no product code to print; product codes never take these lowercase names.
 */
function wayName(code: string, t: Labels): string | null {
  if (DELIVERY_CODES.has(code)) return t(`checkout.delivery.${code}` as ServerMessageId);
  if (PAYMENT_CODES.has(code)) return t(`checkout.payment.${code}` as ServerMessageId);
  return null;
}

export interface LineColumn {
  header: string;
  width: number;
  numeric: boolean;
}

/**
 * The line table: per line the unit price without VAT, the rate, the VAT and the total (§29(1)(i)-(l) ZDPH,
 * art. 319(20)(i)-(j) Codul fiscal), in hundredths: the line's gross price split at the rate like the VAT recap.
 */
export function lineTable(lines: readonly InvoiceLine[], rate: number, market: Market, t: Labels): { columns: LineColumn[]; rows: string[][] } {
  const money = (hundredths: number) => invoiceMoney(hundredths, market);
  // Widths fit each header's longest word in bold ("Množství", "Cantitate": 0.12 of the line), so none is split.
  const columns: LineColumn[] = [
    { header: t('invoice.code'), width: 0.11, numeric: false },
    { header: t('invoice.item'), width: 0.24, numeric: false },
    { header: t('invoice.quantity'), width: 0.12, numeric: true },
    { header: t('invoice.unit_price_net'), width: 0.15, numeric: true },
    { header: t('invoice.rate'), width: 0.1, numeric: true },
    { header: t('invoice.vat'), width: 0.12, numeric: true },
    { header: t('invoice.line_total'), width: 0.16, numeric: true },
  ];
  const rows = lines.map((line) => {
    const split = vatRowOf(line.finalPrice, rate);
    const way = wayName(line.code, t);
    return [way ? '' : line.code, way ?? line.name, String(line.quantity), money(split.base / line.quantity), `${rate} %`, money(split.vat), money(split.total)];
  });
  return { columns, rows };
}
