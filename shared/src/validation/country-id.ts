import * as v from 'valibot';
import { INTEGER_MAX } from '../contract/input';

/**
 * A country chosen from the country options, by its numeric id. Form selects
 * send the id as text, API clients as a number; both come out as a number.
 * Anything else means no country was chosen: 'required'.
 */
export const countryIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.digits(), v.transform(Number))], 'required'),
  v.integer('required'),
  v.minValue(1, 'required'),
  v.maxValue(INTEGER_MAX, 'required'),
);
