import type { ProductVariant } from '@shop/shared/contract/catalogue';
import { usedIphoneDetail } from '../../test-support/catalogue-fixtures';
import { variantChoices } from './variant-choices';

const black = { name: 'Černá', hex: '#111111' };
const white = { name: 'Bílá', hex: '#f5f5f0' };

function variant(code: string, part: Partial<ProductVariant>): ProductVariant {
  return { code, seo_name: code.toLowerCase(), short_name: code, colour: black, capacity: '128 GB', quality: null, price: 10000, availability: 'warehouse', url: `/produkt/${code.toLowerCase()}/`, ...part };
}

// The shown product: black, 128 GB, used grade B, 9 990.
const shown = () => ({
  ...usedIphoneDetail(),
  colour: black,
  variants: [
    variant('NEW-BLACK-128', { price: 16990 }),
    variant('NEW-WHITE-128', { colour: white, price: 16990 }),
    variant('B-WHITE-256', { colour: white, capacity: '256 GB', quality: 'B', price: 11990 }),
    variant('B-WHITE-128', { colour: white, quality: 'B', price: 9490 }),
    variant('A-BLACK-256', { capacity: '256 GB', quality: 'A', price: 12990 }),
  ],
});

test('each colour opens the variant that keeps the shown capacity and grade', () => {
  const colours = variantChoices(shown(), 'colour');
  expect(colours.map((choice) => [choice.value, choice.variant.code, choice.selected])).toEqual([
    ['Černá', 'IP13-B', true],
    ['Bílá', 'B-WHITE-128', false],
  ]);
  expect(colours[1]!.hex).toBe('#f5f5f0');
});

test('a capacity with no variant of the shown colour and grade opens the closest one, the cheaper on a tie', () => {
  expect(variantChoices(shown(), 'capacity').map((choice) => [choice.value, choice.variant.code])).toEqual([
    ['128 GB', 'IP13-B'],
    // Black 256 GB is grade A (shares the colour), white 256 GB grade B (shares the grade): equally close, A is dearer.
    ['256 GB', 'B-WHITE-256'],
  ]);
  expect(variantChoices(shown(), 'offer').map((choice) => [choice.value, choice.variant.code, choice.hex])).toEqual([
    ['new', 'NEW-BLACK-128', null],
    ['A', 'A-BLACK-256', null],
    ['B', 'IP13-B', null],
  ]);
});

test('an axis with one value offers nothing to choose', () => {
  const single = { ...shown(), variants: [variant('B-BLACK-128-2', { quality: 'B', price: 9000 })] };
  expect(variantChoices(single, 'colour')).toEqual([]);
  expect(variantChoices(single, 'capacity')).toEqual([]);
});
