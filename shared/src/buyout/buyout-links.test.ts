import { matchPage } from '../routing/page-paths';
import {
  buyoutDetailPath,
  buyoutSelectionPath,
  formatAnswersParam,
  parseAnswersParam,
  parseBuyoutSegments,
} from './buyout-links';

const selected = {
  product_type: 'mobilni-telefony',
  product_manufacturer: 'apple',
  product_model: 'apple-iphone-13',
  product_color: 'apple-iphone-13-cerna',
};

test('a selection becomes the buyout page with its slugs in cascade order, stopping at the first gap', () => {
  expect(buyoutSelectionPath('CZ', selected)).toBe('/vykup/mobilni-telefony/apple/apple-iphone-13/apple-iphone-13-cerna/');
  expect(buyoutSelectionPath('RO', { product_type: 'telefoane-mobile', product_manufacturer: null, product_model: 'x' })).toBe(
    '/rascumparare/telefoane-mobile/',
  );
  expect(buyoutSelectionPath('CZ', {})).toBe('/vykup/');
});

test('answers travel as id:value pairs and come back the same', () => {
  const answers = { '1': 'flawless', '2': 'worn', '3': null };
  expect(formatAnswersParam(answers)).toBe('1:flawless,2:worn');
  const link = buyoutSelectionPath('CZ', selected, answers);
  expect(link).toBe('/vykup/mobilni-telefony/apple/apple-iphone-13/apple-iphone-13-cerna/?answers=1%3Aflawless%2C2%3Aworn');
  const query = new URL(link, 'https://shop.example').searchParams.get('answers');
  expect(parseAnswersParam(query)).toEqual({ '1': 'flawless', '2': 'worn' });
});

test('malformed answer pairs are skipped, nothing is invented', () => {
  expect(parseAnswersParam('1:flawless,x:worn,2:,3,4:below_80')).toEqual({ '1': 'flawless', '4': 'below_80' });
  expect(parseAnswersParam(null)).toEqual({});
});

test('the detail page carries id and token under a reserved segment of each market', () => {
  const token = 'A'.repeat(43);
  expect(buyoutDetailPath('CZ', 12, token)).toBe(`/vykup/stav/12/${token}/`);
  expect(buyoutDetailPath('RO', 12, token)).toBe(`/rascumparare/stare/12/${token}/`);
  const page = matchPage('RO', buyoutDetailPath('RO', 12, token));
  expect(page?.page).toBe('buyout');
  expect(parseBuyoutSegments('RO', page!.segments)).toEqual({ kind: 'detail', id: 12, token });
});

test('other segments are a selection', () => {
  expect(parseBuyoutSegments('CZ', ['mobilni-telefony', 'apple'])).toEqual({
    kind: 'selection',
    selected: { product_type: 'mobilni-telefony', product_manufacturer: 'apple' },
  });
  expect(parseBuyoutSegments('CZ', ['stav', 'abc', 'x'])).toMatchObject({ kind: 'selection' });
});
