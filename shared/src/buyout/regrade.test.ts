import { computeAppraisal } from './pricing';
import { bestAnswers, sampleAppraisal } from './appraisal.fixture';
import { priceForGrade } from './regrade';

const appraisal = sampleAppraisal();

test('a lower grade is priced at its result with the answers corrections kept', () => {
  // C 4000, original charger +150, original box +100
  expect(priceForGrade(appraisal, { ...bestAnswers, '5': 'yes', '6': 'yes' }, 'C')).toEqual({ resultId: 4, price: 4250 });
});

test('the grade the answers reached gives the price the customer was offered', () => {
  const answers = { ...bestAnswers, '1': 'scratched' };
  const sold = computeAppraisal(appraisal, answers);
  expect(sold).toMatchObject({ ok: true, quality: 'B' });
  expect(priceForGrade(appraisal, answers, 'B')).toEqual({ resultId: 3, price: sold.ok ? sold.price : -1 });
});

test('the minimal buyout price still holds', () => {
  // D 1000 - 400 (battery below 80 %) - 300 (cracked display) = 300, floored at 500
  expect(priceForGrade(appraisal, { ...bestAnswers, '1': 'cracked', '4': 'below_80' }, 'D')).toEqual({ resultId: 5, price: 500 });
});

test('a grade the appraisal has no result for cannot be priced', () => {
  const withoutD = { ...appraisal, appraisal_result: Object.fromEntries(Object.entries(appraisal.appraisal_result).filter(([id]) => id !== '5')) };
  expect(priceForGrade(withoutD, bestAnswers, 'D')).toBeNull();
});
