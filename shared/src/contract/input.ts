import * as v from 'valibot';
import { isCalendarDate } from '../validation/calendar';
import { textInput } from '../validation/storable-text';

// The base schemas of request values that reach the database: every route builds its params,
// query and body from these (or from the field rules in validation/, which use the same text
// check), so an out-of-range number or an impossible date is a 400 at the door, not a 500 at the database.

/** The largest value of PostgreSQL's `integer`, the type of every id and price column. */
export const INTEGER_MAX = 2_147_483_647;

/** A whole number from `min` up to PostgreSQL's `integer` maximum. */
export function wholeNumber(min: number, max: number = INTEGER_MAX) {
  return v.pipe(
    v.number((issue) => (issue.input === undefined || issue.input === null ? 'required' : 'not_a_number')),
    v.integer('not_a_number'),
    v.minValue(min, min > 0 ? 'not_positive_number' : 'min_value'),
    v.maxValue(max, 'max_value'),
  );
}

/** A row id in a JSON body. */
export const IdNumberSchema = wholeNumber(1);

/** Path and search ids arrive as strings; a widget may pass the number it got. */
export const IdParamSchema = v.pipe(
  v.union([IdNumberSchema, v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'not_positive_number'), v.transform(Number))], 'not_positive_number'),
  v.maxValue(INTEGER_MAX, 'max_value'),
);

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `YYYY-MM-DD` names a real day PostgreSQL can store (there is no year 0). */
export function isIsoCalendarDate(text: string): boolean {
  if (!ISO_DATE_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return year >= 1 && isCalendarDate(year, month, day);
}

/** A calendar day as `YYYY-MM-DD`. */
export const IsoDateSchema = v.pipe(textInput, v.check(isIsoCalendarDate, 'invalid_date'));

/** Whether `HH:MM` is a time of day. */
export function isTimeOfDay(text: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match !== null && Number(match[1]) < 24 && Number(match[2]) < 60;
}
