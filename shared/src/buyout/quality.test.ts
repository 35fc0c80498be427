import { QUALITIES, compareQuality, worstQuality } from './quality';

test('grades compare A+ > A > B > C > D', () => {
  const [aPlus, a, b, c, d] = QUALITIES;
  expect([aPlus, a, b, c, d]).toEqual(['A+', 'A', 'B', 'C', 'D']);
  for (let better = 0; better < QUALITIES.length; better += 1) {
    for (let worse = better + 1; worse < QUALITIES.length; worse += 1) {
      expect(compareQuality(QUALITIES[better]!, QUALITIES[worse]!)).toBeGreaterThan(0);
      expect(compareQuality(QUALITIES[worse]!, QUALITIES[better]!)).toBeLessThan(0);
    }
  }
  expect(compareQuality('B', 'B')).toBe(0);
});

test('the worst grade is the lowest of the list, whatever its order', () => {
  expect(worstQuality(['A', 'C', 'A+', 'B'])).toBe('C');
  expect(worstQuality(['D', 'A+'])).toBe('D');
  expect(worstQuality(['A+'])).toBe('A+');
  expect(worstQuality([])).toBeNull();
});
