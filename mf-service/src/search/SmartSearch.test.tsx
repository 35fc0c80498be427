import { act, fireEvent, screen } from '@testing-library/react';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { SmartSearch, type Suggestion } from './SmartSearch';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-search';

interface PendingSearch {
  term: string;
  signal: AbortSignal;
  answer: (items: Suggestion[]) => Promise<void>;
}

/** A search whose answers the test releases one by one, in any order. */
function controlledSearch() {
  const requests: PendingSearch[] = [];
  const search = (term: string, signal: AbortSignal) =>
    new Promise<Suggestion[]>((resolve) => {
      requests.push({
        term,
        signal,
        answer: async (items) => {
          await act(async () => resolve(items));
        },
      });
    });
  return { requests, search };
}

const devices: Suggestion[] = [
  { id: 1, label: 'Apple iPhone 15' },
  { id: 2, label: 'Apple iPhone 15 Pro' },
  { id: 3, label: 'Apple iPhone 14' },
];

function renderSearch(locale: 'cs' | 'ro' = 'cs') {
  const controlled = controlledSearch();
  const onPick = jest.fn();
  const view = renderInWidget(<SmartSearch search={controlled.search} onPick={onPick} pickedLabel={null} />, { catalogs, locale });
  return { ...controlled, onPick, view, box: screen.getByRole('combobox') };
}

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('one character does not search and the hint is announced', () => {
  const { box, requests } = renderSearch();
  type(box, 'i');
  wait(SEARCH_DEBOUNCE_MS * 4);
  expect(requests).toHaveLength(0);
  expect(screen.getByTestId('search-announcement')).toHaveTextContent('Zadejte alespoň 2 znaky.');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveAccessibleDescription('Zadejte alespoň 2 znaky názvu zařízení.');
});

test('typing quickly sends one request, for the last term, after the pause', () => {
  const { box, requests } = renderSearch();
  type(box, 'ip');
  wait(SEARCH_DEBOUNCE_MS - 50);
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS - 1);
  expect(requests).toHaveLength(0);
  wait(1);
  expect(requests.map((request) => request.term)).toEqual(['iph']);
});

test('a late answer to an older term is ignored and its request aborted', async () => {
  const { box, requests } = renderSearch();
  type(box, 'ip');
  wait(SEARCH_DEBOUNCE_MS);
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  const [older, newer] = requests;
  expect(older?.signal.aborted).toBe(true);
  expect(newer?.signal.aborted).toBe(false);

  await newer!.answer([devices[0]!]);
  await older!.answer([{ id: 99, label: 'Huawei P30' }]);

  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Apple iPhone 15']);
  expect(screen.queryByText('Huawei P30')).not.toBeInTheDocument();
  expect(screen.getByTestId('search-announcement')).toHaveTextContent('Nalezeno 1 zařízení.');
});

test('the number of results is announced in a polite live region', async () => {
  const { box, requests } = renderSearch();
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  await requests[0]!.answer(devices);
  const announcement = screen.getByTestId('search-announcement');
  expect(announcement).toHaveAttribute('aria-live', 'polite');
  expect(announcement).toHaveTextContent('Nalezena 3 zařízení.');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
});

test('Down and Up move the highlight, wrapping around, and Enter picks it', async () => {
  const { box, requests, onPick } = renderSearch();
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  await requests[0]!.answer(devices);
  expect(box).not.toHaveAttribute('aria-activedescendant');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  const options = screen.getAllByRole('option');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');

  fireEvent.keyDown(box, { key: 'ArrowUp' });
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);

  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onPick).toHaveBeenCalledWith(devices[2]);
  expect(box).toHaveValue('Apple iPhone 14');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).not.toHaveAttribute('aria-activedescendant');

  // Showing the picked name does not search for it.
  wait(SEARCH_DEBOUNCE_MS * 2);
  expect(requests).toHaveLength(1);
});

test('Enter with nothing highlighted picks nothing', async () => {
  const { box, requests, onPick } = renderSearch();
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  await requests[0]!.answer(devices);
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onPick).not.toHaveBeenCalled();
});

test('Escape closes the list, a second Escape clears the box, Down reopens the list', async () => {
  const { box, requests } = renderSearch();
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  await requests[0]!.answer(devices);

  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveValue('iph');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);

  fireEvent.keyDown(box, { key: 'Escape' });
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box).toHaveValue('');
});

test('a click on an option picks it', async () => {
  const { box, requests, onPick } = renderSearch();
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  await requests[0]!.answer(devices);
  fireEvent.click(screen.getByRole('option', { name: 'Apple iPhone 15 Pro' }));
  expect(onPick).toHaveBeenCalledWith(devices[1]);
});

test('speaks Romanian, including the failure message', async () => {
  const controlled = controlledSearch();
  renderInWidget(
    <SmartSearch search={(term, signal) => controlled.search(term, signal).then(() => Promise.reject(new Error('offline')))} onPick={() => {}} pickedLabel={null} />,
    { catalogs, locale: 'ro' },
  );
  const box = screen.getByRole('combobox', { name: 'Căutați dispozitivul' });
  type(box, 'iph');
  wait(SEARCH_DEBOUNCE_MS);
  await controlled.requests[0]!.answer([]);
  expect(screen.getByRole('alert')).toHaveTextContent('Căutarea nu a reușit. Vă rugăm să încercați din nou.');
});
