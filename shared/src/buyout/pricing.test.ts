import { computeAppraisal } from './pricing';
import { bestAnswers, sampleAppraisal } from './appraisal.fixture';

const appraisal = sampleAppraisal();
const answer = (changes: Record<string, string | null>) => computeAppraisal(appraisal, { ...bestAnswers, ...changes });

test('the best answers reach the best grade at its price', () => {
  expect(answer({})).toEqual({ ok: true, quality: 'A+', price: 10000, resultId: 1 });
});

test('the grade is the worst among the chosen answers, priced at that grade', () => {
  expect(answer({ '1': 'scratched', '2': 'worn' })).toEqual({ ok: true, quality: 'B', price: 6000, resultId: 3 });
  expect(answer({ '2': 'dented' })).toEqual({ ok: true, quality: 'C', price: 4000, resultId: 4 });
});

test('every chosen answer adds its price correction, charger and battery included', () => {
  // D 1000, cracked display -300, original box +100, original charger +150
  expect(answer({ '1': 'cracked', '6': 'yes', '5': 'yes' })).toEqual({ ok: true, quality: 'D', price: 950, resultId: 5 });
});

test('the price never falls below the minimal buyout price', () => {
  // D 1000 - 300 - 400 = 300, floored at 500
  expect(answer({ '1': 'cracked', '4': 'below_80' })).toMatchObject({ ok: true, price: 500 });
});

test('battery and charger answers do not lower the grade nor need a graded result', () => {
  // the worn battery points at the D result and the charger at none, yet the grade stays A+
  expect(answer({ '4': 'below_80', '5': 'yes' })).toEqual({ ok: true, quality: 'A+', price: 9750, resultId: 1 });
});

test('an answer leading to an ungraded or missing result rules the buyout out', () => {
  expect(answer({ '1': 'dead' })).toEqual({ ok: false, reason: 'no_quality' });
  expect(answer({ '3': 'locked' })).toEqual({ ok: false, reason: 'no_quality' });
  const dangling = sampleAppraisal();
  dangling.device_conditions['2']!.choices[0]!.appraisal_result = 99;
  expect(computeAppraisal(dangling, bestAnswers)).toEqual({ ok: false, reason: 'no_quality' });
});

test('no quality wins over a missing answer, since no further answer can fix it', () => {
  expect(answer({ '1': 'dead', '2': null })).toEqual({ ok: false, reason: 'no_quality' });
});

test('an empty, missing or unknown answer leaves the appraisal unanswered', () => {
  expect(answer({ '2': null })).toEqual({ ok: false, reason: 'unanswered' });
  expect(answer({ '2': 'shattered' })).toEqual({ ok: false, reason: 'unanswered' });
  const { '5': _charger, ...withoutCharger } = bestAnswers;
  expect(computeAppraisal(appraisal, withoutCharger)).toEqual({ ok: false, reason: 'unanswered' });
});

test('without any question that counts for the grade there is no quality', () => {
  const onlyCorrections = sampleAppraisal();
  const { '4': battery, '5': charger } = onlyCorrections.device_conditions;
  onlyCorrections.device_conditions = { '4': battery!, '5': charger! };
  expect(computeAppraisal(onlyCorrections, { '4': 'above_80', '5': 'no' })).toEqual({ ok: false, reason: 'no_quality' });
});
