import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { typeDevices } from './catalogue';

// The catalogue search's own tables (docs/search.md).

/**
 * A group of words that mean the same to shoppers of one market ("kryt", "obal", "pouzdro"); a query
 * word or phrase of the group finds the products of any. A group tied to a kind of goods names that
 * kind: a query holding one of its terms ranks that kind first.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
  /** As staff typed them, each a word or a phrase. */
  terms: text('terms').array().notNull(),
  typeDeviceId: integer('type_device_id').references(() => typeDevices.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every word of the market's product documents: what a misspelt query word is corrected to. Kept by a trigger. */
export const searchWords = pgTable(
  'search_words',
  {
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.market, table.word] }),
    // "Does a word start with this?" for every query word.
    index('search_words_prefix_idx').on(table.market, table.word.op('text_pattern_ops')),
    // The candidates of a correction: whole words of letters only, not the product codes the vocabulary also holds.
    index('search_words_trgm_idx')
      .using('gin', table.word.op('gin_trgm_ops'))
      .where(sql`${table.word} ~ '^[a-z]+$'`),
  ],
);

/**
 * Searches that found nothing, counted per folded term and market day: what staff read to add
 * synonyms or goods. Nothing of who searched is kept.
 */
export const searchZeroResultCounts = pgTable(
  'search_zero_result_counts',
  {
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    term: text('term').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.market, table.term, table.day] }), index('search_zero_result_counts_day_idx').on(table.market, table.day)],
);
