import { subscribe } from '../bus/bus';
import type { AnalyticsEvent } from '../bus/analytics-event';
import { SHELL_NAVIGATE_EVENT, showAddress } from './address-history';

function record() {
  const events: AnalyticsEvent[] = [];
  const navigations: string[] = [];
  const onNavigate = () => navigations.push(window.location.pathname + window.location.search);
  window.addEventListener(SHELL_NAVIGATE_EVENT, onNavigate);
  const unsubscribe = subscribe('analytics', (event) => events.push(event));
  return {
    events,
    navigations,
    stop: () => {
      unsubscribe();
      window.removeEventListener(SHELL_NAVIGATE_EVENT, onNavigate);
    },
  };
}

beforeEach(() => window.history.replaceState(null, '', '/servis/'));

test('a new path gets its own history entry, a virtual page view, and the shell is told', () => {
  const seen = record();
  const before = window.history.length;
  showAddress('/servis/mobilni-telefony/apple/');
  expect(window.location.pathname).toBe('/servis/mobilni-telefony/apple/');
  expect(window.history.length).toBe(before + 1);
  expect(seen.events).toEqual([{ event: 'virtual_page_view', payload: { page_path: '/servis/mobilni-telefony/apple/' } }]);
  expect(seen.navigations).toEqual(['/servis/mobilni-telefony/apple/']);
  seen.stop();
});

test('the same address changes nothing; a new query alone replaces the entry without a page view', () => {
  const seen = record();
  const before = window.history.length;
  showAddress('/servis/');
  expect(seen.navigations).toEqual([]);
  showAddress('/servis/?answers=1:a');
  expect(window.location.search).toBe('?answers=1:a');
  expect(window.history.length).toBe(before);
  expect(seen.events).toEqual([]);
  expect(seen.navigations).toEqual(['/servis/?answers=1:a']);
  seen.stop();
});
