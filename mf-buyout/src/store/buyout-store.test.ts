import { sampleAppraisal } from '@shop/shared/buyout/appraisal.fixture';
import { isAppraisalLoaded } from './appraisal-loaded';
import { createBuyoutStores, type BuyoutStoreDeps } from './buyout-store';
import { shownAppraisal } from './shown-appraisal';
import { VIEW } from './view-flags';

function stores(overrides: Partial<BuyoutStoreDeps> = {}) {
  const addresses: string[] = [];
  const created = createBuyoutStores({
    market: 'CZ',
    reloadAppraisal: async () => undefined,
    showAddress: (path) => addresses.push(path),
    followLocation: () => undefined,
    translateIssue: (issue) => issue.message,
    ...overrides,
  });
  return { ...created, addresses };
}

const deviceAddress = {
  target: {
    kind: 'selection' as const,
    selected: { product_type: 'mobilni-telefony', product_manufacturer: 'apple', product_model: 'apple-iphone-13', product_color: 'apple-iphone-13-blue' },
  },
  answers: { '2': 'worn' },
  code: null,
};

test('the view switches exclusively between send-to-email, sell-online and review, the buyout staying visible', () => {
  const { buyout } = stores();
  const { switchView, closeView } = buyout.getState();
  expect(buyout.getState().viewFlags).toBe(VIEW.BUYOUT);
  switchView(VIEW.SEND_TO_EMAIL);
  expect(buyout.getState().viewFlags).toBe(1 | 2);
  switchView(VIEW.SELL_ONLINE);
  expect(buyout.getState().viewFlags).toBe(1 | 4);
  switchView(VIEW.REVIEW);
  expect(buyout.getState().viewFlags).toBe(1 | 8);
  closeView();
  expect(buyout.getState().viewFlags).toBe(1);
});

test('a deep link names the appraisal by the address slugs and keeps the answers it carries', () => {
  const { buyout } = stores();
  buyout.getState().openAddress(deviceAddress);
  expect(buyout.getState()).toMatchObject({ opened: true, source: { from: 'address', query: deviceAddress.target.selected }, answers: { '2': 'worn' } });
  buyout.getState().openAddress({ ...deviceAddress, target: { kind: 'selection', selected: {} }, answers: {}, code: 'OFFER123' });
  expect(buyout.getState().source).toEqual({ from: 'address', query: { code: 'OFFER123' } });
});

test('the answers in force are the given ones that fit, and defaults for the rest, with their price', () => {
  const shown = shownAppraisal(sampleAppraisal(), { '2': 'worn', '1': 'not-a-choice' });
  expect(shown.answers).toMatchObject({ '1': 'flawless', '2': 'worn' });
  expect(shown.outcome).toMatchObject({ ok: true, quality: 'A' });
  expect(shownAppraisal(sampleAppraisal(), { '2': null }).answers['2']).toBeNull();
});

test('choosing another manufacturer resets the appraisal, the e-mail status and the view', () => {
  const { buyout, selector } = stores();
  buyout.getState().openAddress(deviceAddress);
  selector.getState().restore({ ...deviceAddress.target.selected });
  buyout.setState({ emailSent: true });
  buyout.getState().switchView(VIEW.SEND_TO_EMAIL);
  selector.getState().choose('manufacturer', 'samsung');
  expect(buyout.getState()).toMatchObject({ source: null, answers: {}, emailSent: null, viewFlags: VIEW.BUYOUT });
});

test('a colour choice names the appraisal by the colour with fresh answers', () => {
  const { buyout, selector } = stores();
  buyout.getState().openAddress(deviceAddress);
  selector.getState().restore({ ...deviceAddress.target.selected });
  selector.getState().choose('color', 'apple-iphone-13-midnight');
  expect(buyout.getState()).toMatchObject({ source: { from: 'color', color: 'apple-iphone-13-midnight' }, answers: {} });
});

test('answers outside the choices, or empty answers to non-quality questions, are refused', () => {
  const { buyout, selector, addresses } = stores();
  buyout.getState().openAddress(deviceAddress);
  selector.getState().restore({ ...deviceAddress.target.selected });
  const shown = () => shownAppraisal(sampleAppraisal(), buyout.getState().answers);
  const before = buyout.getState().answers;
  buyout.getState().setAnswer(shown(), '5', null);
  buyout.getState().setAnswer(shown(), '1', 'not-a-choice');
  expect(buyout.getState().answers).toBe(before);
  buyout.getState().setAnswer(shown(), '2', null);
  expect(shown().answers['2']).toBeNull();
  expect(shown().outcome).toEqual({ ok: false, reason: 'unanswered' });
  expect(addresses.at(-1)).toBe('/vykup/mobilni-telefony/apple/apple-iphone-13/apple-iphone-13-blue/?answers=1%3Aflawless%2C3%3Aremoved%2C4%3Aabove_80%2C5%3Ayes%2C6%3Ano');
});

test('the appraisal counts as loaded only with a colour, conditions, results, a version and no error', () => {
  const appraisal = sampleAppraisal();
  expect(isAppraisalLoaded({ appraisal, appraisalError: null }, 'blue')).toBe(true);
  expect(isAppraisalLoaded({ appraisal, appraisalError: null }, null)).toBe(false);
  expect(isAppraisalLoaded({ appraisal: null, appraisalError: null }, 'blue')).toBe(false);
  expect(isAppraisalLoaded({ appraisal, appraisalError: { kind: 'pricing' } }, 'blue')).toBe(false);
  expect(isAppraisalLoaded({ appraisal: { ...appraisal, device_conditions: {} }, appraisalError: null }, 'blue')).toBe(false);
  expect(isAppraisalLoaded({ appraisal: { ...appraisal, appraisal_result: {} }, appraisalError: null }, 'blue')).toBe(false);
  expect(isAppraisalLoaded({ appraisal: { ...appraisal, version: '' }, appraisalError: null }, 'blue')).toBe(false);
});

test('a finished sale empties the form and takes a new sale token, so Back and a click cannot resend the old one', () => {
  const followed: string[] = [];
  const { buyout } = stores({ followLocation: (location) => followed.push(location) });
  const firstToken = buyout.getState().saleToken;
  expect(firstToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  buyout.getState().setPersonalInfo('firstName', 'Jan');
  buyout.getState().saleDone('http://localhost/vykup/stav/1/token/');
  expect(followed).toEqual(['http://localhost/vykup/stav/1/token/']);
  expect(buyout.getState().personalInfo.firstName).toBe('');
  expect(buyout.getState().saleToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(buyout.getState().saleToken).not.toBe(firstToken);
});
