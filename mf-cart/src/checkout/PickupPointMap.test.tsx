import { fireEvent, screen } from '@testing-library/react';
import type { DispensingPlace } from '@shop/shared/contract/checkout';
import { renderInWidget } from '@shop/shared/widget/render-in-widget';
import { catalogs } from '../locales/catalogs';
import { PickupPointMap, projectPoints } from './PickupPointMap';

function point(code: string, latitude: number, longitude: number, congested = false): DispensingPlace {
  return { id: code.length, code, carrier: 'zasilkovna', name: `Trafika ${code}`, street: 'Hlavní 1', city: 'Brno', postcode: '602 00', latitude, longitude, opening_hours: 'Po–Pá 8:00–20:00', congested };
}

test('north is up, east is right, and distances keep their proportions', () => {
  const [west, east, north] = projectPoints([point('W', 49.2, 16.5), point('E', 49.2, 16.7), point('N', 49.3, 16.5)]);
  expect(east!.x).toBeGreaterThan(west!.x);
  expect(north!.y).toBeLessThan(west!.y);
  expect(east!.y).toBeCloseTo(west!.y);
  // 0.2 degrees of longitude at 49.2 degrees north are about 1.3 times the length of 0.1 degrees of latitude.
  const ratio = (east!.x - west!.x) / (west!.y - north!.y);
  expect(ratio).toBeCloseTo(2 * Math.cos((49.23 * Math.PI) / 180), 1);
});

test('one point or points on one spot stay inside the drawing', () => {
  for (const spot of projectPoints([point('A', 50, 14), point('B', 50, 14)])) {
    expect(spot.x).toBeGreaterThanOrEqual(0);
    expect(spot.x).toBeLessThanOrEqual(400);
    expect(spot.y).toBeGreaterThanOrEqual(0);
    expect(spot.y).toBeLessThanOrEqual(240);
  }
});

test('a click on a free point chooses it; a full point cannot be chosen', () => {
  const chosen: string[] = [];
  renderInWidget(<PickupPointMap points={[point('FREE', 49.2, 16.6), point('FULL', 49.21, 16.61, true)]} chosen="" onChoose={(code) => chosen.push(code)} />, { locale: 'cs', market: 'CZ', catalogs });
  const map = screen.getByRole('img', { name: 'Mapa nalezených výdejních míst' });
  fireEvent.click(map.querySelector('[data-code=FULL] circle')!);
  fireEvent.click(map.querySelector('[data-code=FREE] circle')!);
  expect(chosen).toEqual(['FREE']);
  expect(map.querySelector('[data-code=FULL] title')?.textContent).toBe('Trafika FULL (přeplněné)');
});
