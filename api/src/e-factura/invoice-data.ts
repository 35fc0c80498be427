/** A Romanian invoice as the shop issues it, amounts in bani (1 leu = 100 bani) so no float rounds a line. */
export interface RoInvoice {
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  seller: RoParty & { cui: string; vatCode: string | null; regCom: string };
  /** A consumer: no CUI; the CNP is optional (`0000000000000` in its place, as ANAF allows). */
  buyer: RoParty & { cnp?: string; cui?: string };
  lines: RoInvoiceLine[];
  /** A storno (credit note): the invoice it corrects (BT-25, BT-26); its lines then have negative quantities. */
  precedingInvoice?: { number: string; issueDate: string };
}

export interface RoParty {
  name: string;
  street: string;
  city: string;
  /** ISO 3166-2:RO county code without the prefix: `B`, `CJ`, `IS` … (CIUS-RO wants `RO-B`, `RO-CJ`). */
  county: string;
  postcode?: string;
}

export interface RoInvoiceLine {
  name: string;
  quantity: number;
  /** Unit price without VAT, in bani. */
  unitNetBani: number;
  /** 21, 11 or 0. */
  vatPercent: number;
}
