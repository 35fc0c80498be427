import type { Market } from '@shop/shared/contract/common';
import type { StatementFormat } from '@shop/shared/contract/bank-statements';

/** The columns the import reads, each found by any of its header names (lower case, without diacritics). */
export interface StatementColumns {
  id?: readonly string[];
  date: readonly string[];
  /** A signed amount (money out is negative)... */
  amount?: readonly string[];
  /** ...or money in and money out in two columns. */
  credit?: readonly string[];
  debit?: readonly string[];
  currency?: readonly string[];
  /** CZ: the variable symbol's own column. */
  variableSymbol?: readonly string[];
  /** Who paid and what they wrote; RO looks for the order number in these. */
  details: readonly string[];
}

export interface StatementProfile {
  format: StatementFormat;
  market: Market;
  /** Header names that tell this export apart (all must be present). */
  signature: readonly string[];
  columns: StatementColumns;
}

/**
 * Known exports, most specific first. Fio banka's internet banking CSV (`;`, "ID pohybu;Datum;Objem;Měna;…;VS;…"),
 * other Czech banks' CSV by their common column names (Komerční banka "Datum splatnosti;…;Částka;…;VS;…", ČSOB
 * "datum zaúčtování;částka;měna;…;variabilní symbol;…"), Banca Transilvania's ("Data tranzactie,Data valuta,Descriere,
 * Referinta tranzactiei,Debit,Credit,Sold contabil") and other Romanian banks' (BCR and others: a date, the details and
 * a credit or signed amount column).
 */
export const STATEMENT_PROFILES: readonly StatementProfile[] = [
  {
    format: 'fio',
    market: 'CZ',
    signature: ['id pohybu', 'datum', 'objem', 'vs'],
    columns: {
      id: ['id pohybu'],
      date: ['datum'],
      amount: ['objem'],
      currency: ['mena'],
      variableSymbol: ['vs'],
      details: ['nazev protiuctu', 'zprava pro prijemce', 'poznamka', 'uzivatelska identifikace', 'komentar'],
    },
  },
  {
    format: 'cz_bank',
    market: 'CZ',
    signature: [],
    columns: {
      id: ['identifikace transakce', 'id transakce', 'id pohybu', 'reference banky'],
      date: ['datum zauctovani', 'datum splatnosti', 'datum provedeni', 'datum'],
      amount: ['castka', 'objem'],
      currency: ['mena'],
      variableSymbol: ['variabilni symbol', 'vs'],
      details: ['nazev protistrany', 'nazev protiuctu', 'protistrana', 'zprava pro prijemce', 'popis pro prijemce', 'poznamka', 'popis prikazce'],
    },
  },
  {
    format: 'banca_transilvania',
    market: 'RO',
    signature: ['data tranzactie', 'descriere', 'referinta tranzactiei', 'credit'],
    columns: { id: ['referinta tranzactiei'], date: ['data tranzactie'], credit: ['credit'], debit: ['debit'], details: ['descriere'] },
  },
  {
    format: 'ro_bank',
    market: 'RO',
    signature: [],
    columns: {
      id: ['referinta tranzactiei', 'referinta', 'id tranzactie', 'numar referinta'],
      date: ['data tranzactiei', 'data tranzactie', 'data operatiunii', 'data inregistrarii', 'data contabila', 'data finalizarii tranzactiei', 'data'],
      credit: ['credit', 'suma creditata', 'incasari'],
      debit: ['debit', 'suma debitata', 'plati'],
      amount: ['suma', 'valoare'],
      currency: ['valuta', 'moneda'],
      details: ['descriere', 'detalii tranzactie', 'detalii', 'explicatii', 'beneficiar/platitor', 'platitor'],
    },
  },
];

/** A header cell as the profiles name it: lower case, no diacritics, no surrounding space. */
export function headerName(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

export interface ResolvedColumns {
  profile: StatementProfile;
  /** The column index of each logical column the header has; `details` all that are present. */
  at: Partial<Record<Exclude<keyof StatementColumns, 'details'>, number>> & { details: number[] };
}

function firstOf(header: readonly string[], names: readonly string[] | undefined): number | undefined {
  for (const name of names ?? []) {
    const index = header.indexOf(name);
    if (index >= 0) return index;
  }
  return undefined;
}

/** The profile of the market a header row belongs to, with its columns; null when it is no export the import reads. */
export function resolveHeader(cells: readonly string[], market: Market): ResolvedColumns | null {
  const header = cells.map(headerName);
  for (const profile of STATEMENT_PROFILES.filter((candidate) => candidate.market === market)) {
    if (!profile.signature.every((name) => header.includes(name))) continue;
    const { columns } = profile;
    const at: ResolvedColumns['at'] = {
      id: firstOf(header, columns.id),
      date: firstOf(header, columns.date),
      amount: firstOf(header, columns.amount),
      credit: firstOf(header, columns.credit),
      debit: firstOf(header, columns.debit),
      currency: firstOf(header, columns.currency),
      variableSymbol: firstOf(header, columns.variableSymbol),
      details: columns.details.map((name) => header.indexOf(name)).filter((index) => index >= 0),
    };
    const hasMoney = at.amount !== undefined || at.credit !== undefined;
    // CZ is matched by the variable symbol's own column; RO by the order number in the details.
    const hasReference = market === 'CZ' ? at.variableSymbol !== undefined : at.details.length > 0;
    if (at.date !== undefined && hasMoney && hasReference) return { profile, at };
  }
  return null;
}
