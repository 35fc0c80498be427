import { operations } from '../test-support/fixtures';
import { ticksInListOrder } from './list-order';

test('ticked operations are in list order, and ticks of repairs no longer listed fall away', () => {
  expect(ticksInListOrder(operations(), [5, 1, 2])).toEqual([1, 2, 5]);
  expect(ticksInListOrder(operations(3), [5, 1])).toEqual([1]);
});
