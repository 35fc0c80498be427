import { createHoverIntent } from './menu-timing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('opens after 300 ms of hover and closes 250 ms after leaving', () => {
  const changes: Array<number | null> = [];
  const intent = createHoverIntent((id) => changes.push(id));
  intent.enter(1);
  jest.advanceTimersByTime(299);
  expect(changes).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(changes).toEqual([1]);
  intent.leave();
  jest.advanceTimersByTime(249);
  expect(changes).toEqual([1]);
  jest.advanceTimersByTime(1);
  expect(changes).toEqual([1, null]);
});

test('passing over the bar briefly opens nothing; coming back cancels a close', () => {
  const changes: Array<number | null> = [];
  const intent = createHoverIntent((id) => changes.push(id));
  intent.enter(1);
  jest.advanceTimersByTime(100);
  intent.leave();
  jest.advanceTimersByTime(1000);
  expect(changes).toEqual([]);
  intent.enter(2);
  jest.advanceTimersByTime(300);
  intent.leave();
  jest.advanceTimersByTime(100);
  intent.enter(2);
  jest.advanceTimersByTime(1000);
  expect(changes).toEqual([2]);
});

test('moving from one open panel to another switches without the open delay', () => {
  const changes: Array<number | null> = [];
  const intent = createHoverIntent((id) => changes.push(id));
  intent.toggleNow(1);
  intent.enter(2);
  jest.advanceTimersByTime(0);
  expect(changes).toEqual([1, 2]);
});
