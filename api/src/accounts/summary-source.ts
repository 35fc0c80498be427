import type { SummaryItem } from '@shop/shared/contract/account';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';

export interface SummaryOwner {
  userId: number;
  /** Lower case, as the users table keeps it. */
  email: string;
  /** False until a mailed link proved the address: then nothing is matched by e-mail. */
  emailConfirmed: boolean;
}

export interface SummaryQuery {
  db: Db;
  market: Market;
  locale: Locale;
  owner: SummaryOwner;
  limit: number;
}

/** One section of the user summary: a domain lists the customer's items, newest first. */
export interface SummarySource {
  kind: string;
  items(query: SummaryQuery): Promise<SummaryItem[]>;
}
