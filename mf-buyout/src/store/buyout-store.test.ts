import { sampleAppraisal } from '@shop/shared/buyout/appraisal.fixture';
import { createApiClient } from '@shop/shared/http/api-client';
import { createQueryClient } from '@shop/shared/query/query-client';
import { queryFor } from '@shop/shared/query/route-query';
import { isAppraisalLoaded } from './appraisal-loaded';
import { fakeShop } from '../test-support/fake-shop';
import { createBuyoutStores, type BuyoutStoreDeps } from './buyout-store';
import { VIEW } from './view-flags';

function stores(fetchImpl = fakeShop().fetchImpl, overrides: Partial<BuyoutStoreDeps> = {}) {
  const addresses: string[] = [];
  const api = createApiClient({ getLocale: () => 'cs', fetchImpl });
  const queryClient = createQueryClient();
  const created = createBuyoutStores({
    market: 'CZ',
    fetchRoute: (route, input) => queryClient.fetchQuery(queryFor(api, route, input, 'cs')),
    cacheSelectorChoices: () => undefined,
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

test('a deep link moves the loading marker through product selector, appraisal and device condition', async () => {
  const { buyout, selector } = stores();
  const marks: (string | null)[] = [];
  buyout.subscribe((state, previous) => {
    if (state.loadingFromUrl !== previous.loadingFromUrl) marks.push(state.loadingFromUrl);
  });
  await buyout.getState().openAddress(deviceAddress);
  expect(marks).toEqual(['product_selector', 'appraisal', 'device_condition', null]);
  expect(selector.getState().color.selected).toBe('apple-iphone-13-blue');
  expect(buyout.getState().answers).toMatchObject({ '1': 'flawless', '2': 'worn' });
  expect(buyout.getState().outcome).toMatchObject({ ok: true, quality: 'A' });
});

test('choosing another manufacturer resets the appraisal, the e-mail status and the view', async () => {
  const { buyout, selector } = stores();
  await buyout.getState().openAddress(deviceAddress);
  buyout.setState({ emailSent: true });
  buyout.getState().switchView(VIEW.SEND_TO_EMAIL);
  selector.getState().choose('manufacturer', 'samsung');
  expect(buyout.getState()).toMatchObject({ appraisal: null, answers: {}, outcome: null, emailSent: null, viewFlags: VIEW.BUYOUT });
});

test('answers outside the choices, or empty answers to non-quality questions, are refused', async () => {
  const { buyout, addresses } = stores();
  await buyout.getState().openAddress(deviceAddress);
  const before = buyout.getState().answers;
  buyout.getState().setAnswer('5', null);
  buyout.getState().setAnswer('1', 'not-a-choice');
  expect(buyout.getState().answers).toBe(before);
  buyout.getState().setAnswer('2', null);
  expect(buyout.getState().answers['2']).toBeNull();
  expect(buyout.getState().outcome).toEqual({ ok: false, reason: 'unanswered' });
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
