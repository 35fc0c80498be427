import type { Appraisal, DeviceCondition } from '../contract/buyout-appraisal';

/** Test data shaped like a seeded phone appraisal: one result per grade plus an ungraded one. */
export function sampleAppraisal(): Appraisal {
  const condition = (partial: Omit<DeviceCondition, 'disabled' | 'value'> & Partial<DeviceCondition>): DeviceCondition => ({
    disabled: false,
    value: [],
    ...partial,
  });
  return {
    version: 'v1',
    minimal_buyout_price: 500,
    appraisal_result: {
      '1': { quality: 'A+', price: 10000, url: '/kvalita/a-plus/' },
      '2': { quality: 'A', price: 8000, url: '/kvalita/a/' },
      '3': { quality: 'B', price: 6000, url: '/kvalita/b/' },
      '4': { quality: 'C', price: 4000, url: '/kvalita/c/' },
      '5': { quality: 'D', price: 1000, url: '/kvalita/d/' },
      '6': { quality: null, price: 0, url: '/kvalita/nevykupujeme/' },
    },
    device_conditions: {
      '1': condition({
        id: 1,
        type: 'quality',
        name: 'Displej',
        value: ['flawless'],
        choices: [
          { value: 'flawless', label: 'Bez škrábanců', appraisal_result: 1, price_correction: 0 },
          { value: 'scratched', label: 'Škrábance', appraisal_result: 3, price_correction: 0 },
          { value: 'cracked', label: 'Prasklý', appraisal_result: 5, price_correction: -300 },
          { value: 'dead', label: 'Nesvítí', appraisal_result: 6, price_correction: 0 },
        ],
      }),
      '2': condition({
        id: 2,
        type: 'quality',
        name: 'Tělo',
        choices: [
          { value: 'like_new', label: 'Jako nové', appraisal_result: 1, price_correction: 0 },
          { value: 'worn', label: 'Opotřebené', appraisal_result: 2, price_correction: 0 },
          { value: 'dented', label: 'Promáčklé', appraisal_result: 4, price_correction: 0 },
        ],
      }),
      '3': condition({
        id: 3,
        type: 'quality',
        name: 'Účet odhlášen',
        value: ['removed'],
        choices: [
          { value: 'removed', label: 'Ano', appraisal_result: 1, price_correction: 0 },
          { value: 'locked', label: 'Ne', appraisal_result: null, price_correction: 0 },
        ],
      }),
      '4': condition({
        id: 4,
        type: 'battery',
        name: 'Kapacita baterie',
        value: ['above_80'],
        choices: [
          { value: 'above_80', label: 'Nad 80 %', appraisal_result: 1, price_correction: 0 },
          { value: 'below_80', label: 'Pod 80 %', appraisal_result: 5, price_correction: -400 },
        ],
      }),
      '5': condition({
        id: 5,
        type: 'charger',
        name: 'Originální nabíječka',
        choices: [
          { value: 'yes', label: 'Ano', appraisal_result: null, price_correction: 150 },
          { value: 'no', label: 'Ne', appraisal_result: null, price_correction: 0 },
        ],
      }),
      '6': condition({
        id: 6,
        type: 'accessory',
        name: 'Původní krabice',
        value: ['no'],
        choices: [
          { value: 'yes', label: 'Ano', appraisal_result: 1, price_correction: 100 },
          { value: 'no', label: 'Ne', appraisal_result: 1, price_correction: 0 },
        ],
      }),
    },
  };
}

/** Answers giving the best grade with no corrections. */
export const bestAnswers = { '1': 'flawless', '2': 'like_new', '3': 'removed', '4': 'above_80', '5': 'no', '6': 'no' };
