import { canBeEmpty, defaultAnswers } from './default-answers';
import { sampleAppraisal } from './appraisal.fixture';

const conditions = () => sampleAppraisal().device_conditions;

test('each condition takes its default; without one, quality questions stay empty and others take their first choice', () => {
  expect(defaultAnswers(conditions())).toEqual({
    '1': 'flawless', // quality, default given
    '2': null, // quality, no default
    '3': 'removed',
    '4': 'above_80',
    '5': 'yes', // charger, no default: first choice
    '6': 'no', // accessory, default given
  });
});

test('the first default that is one of the choices wins', () => {
  const data = conditions();
  data['1']!.value = ['gone', 'scratched', 'flawless'];
  expect(defaultAnswers(data)['1']).toBe('scratched');
});

test('defaults matching no choice count as none', () => {
  const data = conditions();
  data['1']!.value = ['gone'];
  data['6']!.value = ['gone'];
  const answers = defaultAnswers(data);
  expect(answers['1']).toBeNull();
  expect(answers['6']).toBe('yes');
});

test('answers kept across a reload survive while their condition and choice still exist', () => {
  const data = conditions();
  delete data['3'];
  const answers = defaultAnswers(data, { '1': 'cracked', '2': 'shattered', '3': 'locked', '6': 'yes' });
  expect(answers).toEqual({ '1': 'cracked', '2': null, '4': 'above_80', '5': 'yes', '6': 'yes' });
});

test('a disabled condition keeps its default over an earlier answer', () => {
  const data = conditions();
  data['1']!.disabled = true;
  expect(defaultAnswers(data, { '1': 'cracked' })['1']).toBe('flawless');
});

test('only quality questions may be reset to empty', () => {
  expect(canBeEmpty({ type: 'quality' })).toBe(true);
  expect(canBeEmpty({ type: 'accessory' })).toBe(false);
  expect(canBeEmpty({ type: 'charger' })).toBe(false);
  expect(canBeEmpty({ type: 'battery' })).toBe(false);
});
