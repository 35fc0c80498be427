import * as v from 'valibot';
import { IdNumberSchema, IdParamSchema, INTEGER_MAX, IsoDateSchema, isTimeOfDay } from './input';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input, { abortPipeEarly: true }).issues?.[0]?.message;

describe('ids', () => {
  it('takes ids up to PostgreSQL integer, as numbers or path text', () => {
    expect(v.parse(IdParamSchema, '2147483647')).toBe(INTEGER_MAX);
    expect(v.parse(IdParamSchema, 7)).toBe(7);
  });

  it.each([['2147483648', 'max_value'], ['999999999999999', 'not_positive_number'], ['0', 'not_positive_number'], ['1.5', 'not_positive_number'], [1.5, 'not_a_number'], [2147483648, 'max_value']])(
    'refuses %j with %s',
    (input, kind) => {
      expect(messageOf(IdParamSchema, input)).toBe(kind);
    },
  );

  it('says required for a missing body id and not a number for a fraction', () => {
    expect(messageOf(IdNumberSchema, undefined)).toBe('required');
    expect(messageOf(IdNumberSchema, 1.5)).toBe('not_a_number');
  });
});

describe('IsoDateSchema', () => {
  it.each(['2024-02-29', '2026-12-31', '0001-01-01'])('takes %s', (date) => {
    expect(v.is(IsoDateSchema, date)).toBe(true);
  });

  it.each(['2026-99-99', '0000-01-01', '2026-02-30', '2025-02-29', '2026-1-1', '2026-01-01\u0000'])('refuses %j', (date) => {
    expect(v.is(IsoDateSchema, date)).toBe(false);
  });
});

it('isTimeOfDay takes 00:00 to 23:59 only', () => {
  expect(['00:00', '23:59'].map(isTimeOfDay)).toEqual([true, true]);
  expect(['24:00', '10:60', '99:99', '1:00'].map(isTimeOfDay)).toEqual([false, false, false, false]);
});
