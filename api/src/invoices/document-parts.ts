import type { Market } from '@shop/shared/contract/common';
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
  const columns: LineColumn[] = [
    { header: t('invoice.code'), width: 0.13, numeric: false },
    { header: t('invoice.item'), width: 0.29, numeric: false },
    { header: t('invoice.quantity'), width: 0.07, numeric: true },
    { header: t('invoice.unit_price_net'), width: 0.15, numeric: true },
    { header: t('invoice.rate'), width: 0.09, numeric: true },
    { header: t('invoice.vat'), width: 0.12, numeric: true },
    { header: t('invoice.line_total'), width: 0.15, numeric: true },
  ];
  const rows = lines.map((line) => {
    const split = vatRowOf(line.finalPrice, rate);
    return [line.code, line.name, String(line.quantity), money(split.base / line.quantity), `${rate} %`, money(split.vat), money(split.total)];
  });
  return { columns, rows };
}
