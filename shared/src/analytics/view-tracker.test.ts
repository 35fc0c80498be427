import { FakeIntersectionObserver } from './fake-intersection-observer';
import { createViewTracker, VIEW_DWELL_MS } from './view-tracker';

beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.instances = [];
});
afterEach(() => jest.useRealTimers());

function tile(): HTMLElement {
  return document.createElement('article');
}

test('a tile half visible for one second counts as viewed', () => {
  const tracker = createViewTracker(FakeIntersectionObserver);
  const element = tile();
  const viewed = jest.fn();
  tracker.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 0.5);
  jest.advanceTimersByTime(VIEW_DWELL_MS);
  expect(viewed).toHaveBeenCalledTimes(1);
});

test('0.9 s of visibility does not count, and the next appearance starts the second again', () => {
  const tracker = createViewTracker(FakeIntersectionObserver);
  const element = tile();
  const viewed = jest.fn();
  tracker.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 1);
  jest.advanceTimersByTime(900);
  FakeIntersectionObserver.show(element, 0);
  jest.advanceTimersByTime(5000);
  expect(viewed).not.toHaveBeenCalled();

  FakeIntersectionObserver.show(element, 0.8);
  jest.advanceTimersByTime(900);
  expect(viewed).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(viewed).toHaveBeenCalledTimes(1);
});

test('less than half visible never counts, however long', () => {
  const tracker = createViewTracker(FakeIntersectionObserver);
  const element = tile();
  const viewed = jest.fn();
  tracker.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 0.49);
  jest.advanceTimersByTime(60_000);
  expect(viewed).not.toHaveBeenCalled();
});

test('dropping below half before the second is up cancels the view', () => {
  const tracker = createViewTracker(FakeIntersectionObserver);
  const element = tile();
  const viewed = jest.fn();
  tracker.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 0.6);
  jest.advanceTimersByTime(500);
  FakeIntersectionObserver.show(element, 0.3);
  jest.advanceTimersByTime(5000);
  expect(viewed).not.toHaveBeenCalled();
});

test('once per page view: scrolling away and back, or watching the tile again, reports nothing more', () => {
  const tracker = createViewTracker(FakeIntersectionObserver);
  const element = tile();
  const viewed = jest.fn();
  tracker.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 1);
  jest.advanceTimersByTime(VIEW_DWELL_MS);
  FakeIntersectionObserver.show(element, 0);
  FakeIntersectionObserver.show(element, 1);
  jest.advanceTimersByTime(VIEW_DWELL_MS * 3);

  const rerendered = tile();
  tracker.observe(rerendered, 'IP13', viewed);
  FakeIntersectionObserver.show(rerendered, 1);
  jest.advanceTimersByTime(VIEW_DWELL_MS);
  expect(viewed).toHaveBeenCalledTimes(1);
});

test('a new page view (a new tracker) reports the same product again', () => {
  const element = tile();
  const viewed = jest.fn();
  const first = createViewTracker(FakeIntersectionObserver);
  first.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 1);
  jest.advanceTimersByTime(VIEW_DWELL_MS);
  first.disconnect();

  const second = createViewTracker(FakeIntersectionObserver);
  second.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 1);
  jest.advanceTimersByTime(VIEW_DWELL_MS);
  expect(viewed).toHaveBeenCalledTimes(2);
});

test('a tile removed before its second is up is not reported', () => {
  const tracker = createViewTracker(FakeIntersectionObserver);
  const element = tile();
  const viewed = jest.fn();
  const unwatch = tracker.observe(element, 'IP13', viewed);
  FakeIntersectionObserver.show(element, 1);
  jest.advanceTimersByTime(500);
  unwatch();
  jest.advanceTimersByTime(VIEW_DWELL_MS);
  expect(viewed).not.toHaveBeenCalled();
});

test('the observer is asked to call at the half-visible threshold', () => {
  createViewTracker(FakeIntersectionObserver);
  expect(FakeIntersectionObserver.instances[0]!.thresholds).toContain(0.5);
});
