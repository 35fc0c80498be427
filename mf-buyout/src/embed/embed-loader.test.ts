import { BUS_STATE_PROPERTY, publish } from '@shop/shared/bus/bus';
import { startEmbedding } from './embed-loader';
import type { PartnerMount } from './partner-mount';

// The remote is what embed.js loads over the network; here a stand-in mount records what it was asked.
interface Mounted {
  element: HTMLElement;
  config: unknown;
  unmounted: boolean;
}
let mounted: Mounted[];
let stop: () => void = () => {};

function recordingMount(): PartnerMount {
  return (element, config) => {
    const entry: Mounted = { element, config, unmounted: false };
    mounted.push(entry);
    return () => void (entry.unmounted = true);
  };
}

/** Lets the loader's promise and the MutationObserver callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function widgetElement(market = 'CZ'): HTMLElement {
  const div = document.createElement('div');
  div.dataset.shopWidget = 'buyout';
  div.dataset.market = market;
  return div;
}

beforeEach(() => {
  mounted = [];
  document.body.innerHTML = '';
});
afterEach(() => {
  stop();
  delete (window as unknown as Record<string, unknown>)[BUS_STATE_PROPERTY];
});

test('mounts every widget element already on the page, each with its own attributes', async () => {
  document.body.append(widgetElement('CZ'), widgetElement('RO'), document.createElement('p'));
  const loads = jest.fn(async () => recordingMount());
  stop = startEmbedding(document, { scriptOrigin: 'https://shop.example', loadPartnerMount: loads });
  await settle();
  expect(mounted.map((entry) => entry.config)).toEqual([
    { locale: 'cs', market: 'CZ', apiBase: 'https://shop.example' },
    { locale: 'ro', market: 'RO', apiBase: 'https://shop.example' },
  ]);
  expect(loads.mock.calls).toEqual([['cs'], ['ro']]);
});

test('a widget added after the page switched language starts in that language, and its chunk is that language’s', async () => {
  const loads = jest.fn(async () => recordingMount());
  stop = startEmbedding(document, { scriptOrigin: 'https://shop.example', loadPartnerMount: loads });
  publish('locale', 'ro');
  document.body.append(widgetElement('CZ'));
  await settle();
  expect(loads.mock.calls).toEqual([['ro']]);
  expect(mounted.map((entry) => entry.config)).toEqual([{ locale: 'ro', market: 'CZ', apiBase: 'https://shop.example' }]);
});

test('an element added later is mounted; removing it (or its parent) unmounts it; moving it does not', async () => {
  stop = startEmbedding(document, { scriptOrigin: 'https://shop.example', loadPartnerMount: async () => recordingMount() });
  const wrapper = document.body.appendChild(document.createElement('section'));
  const widget = wrapper.appendChild(widgetElement());
  await settle();
  expect(mounted).toHaveLength(1);

  document.body.prepend(widget);
  await settle();
  expect(mounted).toHaveLength(1);
  expect(mounted[0]!.unmounted).toBe(false);

  const other = wrapper.appendChild(widgetElement('RO'));
  await settle();
  wrapper.remove();
  await settle();
  expect(mounted.map((entry) => [entry.element, entry.unmounted])).toEqual([
    [widget, false],
    [other, true],
  ]);
  widget.remove();
  await settle();
  expect(mounted[0]!.unmounted).toBe(true);
});

test('an element removed while the remote is still loading is never mounted', async () => {
  let finishLoading: (mount: PartnerMount) => void = () => {};
  const loading = new Promise<PartnerMount>((resolve) => (finishLoading = resolve));
  const widget = document.body.appendChild(widgetElement());
  stop = startEmbedding(document, { scriptOrigin: 'https://shop.example', loadPartnerMount: () => loading });
  widget.remove();
  await settle();
  finishLoading(recordingMount());
  await settle();
  expect(mounted).toEqual([]);
});

test('a misconfigured element is reported on the console and left alone; a failed load too', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const broken = widgetElement('DE');
  document.body.append(broken);
  stop = startEmbedding(document, { scriptOrigin: 'https://shop.example', loadPartnerMount: () => Promise.reject(new Error('offline')) });
  document.body.append(widgetElement());
  await settle();
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
    '[shop buyout widget] data-market must be CZ or RO, got "DE"',
    '[shop buyout widget] could not be loaded',
  ]);
  expect(mounted).toEqual([]);
  errors.mockRestore();
});
