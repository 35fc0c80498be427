import * as v from 'valibot';
import { defineRoute } from './route';
import { textInput } from '../validation/storable-text';

// O-R3, issue #34: a bank statement (CSV) matched to the market's bank-transfer orders by variable symbol (CZ) or the
// order number in the payment's details (RO). A preview first, then the same file again to record what matched.
// Decisions and formats: docs/bank-transfers.md ("Bank statement import").

/** Lines one statement may hold, and its text (JSON travels under the server's 1 MiB body limit). */
export const STATEMENT_ROWS_MAX = 2000;
export const STATEMENT_TEXT_MAX = 900_000;

/** The exports the import reads, told apart by their header row. */
export const STATEMENT_FORMATS = ['fio', 'cz_bank', 'banca_transilvania', 'ro_bank'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * What happens to a line: `match` and `amount_differs` are recorded by the confirm (`imported` in its answer);
 * `recorded` was imported before; the rest are never recorded and say why.
 */
export const STATEMENT_OUTCOMES = [
  'match',
  'amount_differs',
  'imported',
  'recorded',
  'unmatched',
  'no_reference',
  'debit',
  'other_currency',
  'fraction',
  'too_large',
  'future',
  'duplicate',
] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

/** Outcomes the confirm records. */
export const RECORDABLE_OUTCOMES: readonly StatementOutcome[] = ['match', 'amount_differs'];

export const StatementFileSchema = v.object({
  file_name: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(255, 'max_length')),
  content_type: v.optional(v.pipe(v.string(), v.maxLength(255, 'max_length')), ''),
  content: v.pipe(v.string('required'), v.maxLength(STATEMENT_TEXT_MAX, 'max_length')),
});

export const StatementLineSchema = v.object({
  /** The line in the file (the first line of the file is 1). */
  line: v.number(),
  /** The bank's id of the movement; null when the export has none (then date, amount and reference key the line). */
  transaction_id: v.nullable(v.string()),
  booked_on: v.string(),
  /** In the statement's currency, with its decimals; negative for money going out. */
  amount: v.number(),
  currency: v.string(),
  /** CZ the variable symbol, RO the order number found in the details; empty when none. */
  reference: v.string(),
  /** Who paid and what they wrote (CZ the counter-account's name and message, RO the details), as text. */
  details: v.string(),
  /** The market's order the line points to; null when none. */
  order_number: v.nullable(v.string()),
  /** What that order still owed before this line (earlier lines of the file counted), in whole units. */
  owed: v.nullable(v.number()),
  outcome: v.picklist(STATEMENT_OUTCOMES),
  /** The line of the file this one repeats (`duplicate`). */
  same_as: v.nullable(v.number()),
});
export type StatementLine = v.InferOutput<typeof StatementLineSchema>;

export const StatementResultSchema = v.object({
  format: v.picklist(STATEMENT_FORMATS),
  lines: v.array(StatementLineSchema),
  /** How many payments this call recorded (always 0 for the preview). */
  imported: v.number(),
});
export type StatementResult = v.InferOutput<typeof StatementResultSchema>;

const BANK_STATEMENTS = '/api/new/orders/staff/bank-statements/';

/**
 * A dry run: each line of the statement with the order it matches and what the confirm would do. 400 `file` when the
 * file is not a CSV, its header is not a known bank export, or it has no lines or too many; 400 `rows`
 * (`{ "<line>": { <column>: [messages] } }`) with every unreadable date or amount of every line.
 */
export const bankStatementPreview = defineRoute({
  name: 'bank-statements.preview',
  method: 'POST',
  path: `${BANK_STATEMENTS}preview/`,
  auth: 'staff',
  body: StatementFileSchema,
  response: StatementResultSchema,
});

/**
 * The same file again: every line that matches now is recorded as a bank transfer on its order, as staff would
 * on the desk (state, invoice, reminder task, "payment received" mail). A line recorded before is never recorded again.
 */
export const bankStatementImport = defineRoute({
  name: 'bank-statements.import',
  method: 'POST',
  path: `${BANK_STATEMENTS}import/`,
  auth: 'staff',
  body: StatementFileSchema,
  response: StatementResultSchema,
});
