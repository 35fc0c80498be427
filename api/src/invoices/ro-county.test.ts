import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RO_DISTRICTS } from '@shop/shared/validation/ro-county';
import { roCountyAndCity } from './ro-county';

test('county names as typed become ISO 3166-2:RO codes; a Bucharest sector becomes county B and SECTORn', () => {
  assert.deepEqual(roCountyAndCity('Sector 3', 'București'), { county: 'B', city: 'SECTOR3' });
  assert.deepEqual(roCountyAndCity('Cluj', 'Cluj-Napoca'), { county: 'CJ', city: 'Cluj-Napoca' });
  assert.deepEqual(roCountyAndCity('Iași', 'Iași'), { county: 'IS', city: 'Iași' });
  assert.deepEqual(roCountyAndCity('jud. Bistrița-Năsăud', 'Bistrița'), { county: 'BN', city: 'Bistrița' });
  assert.deepEqual(roCountyAndCity('Satu  Mare', 'Carei'), { county: 'SM', city: 'Carei' });
  assert.deepEqual(roCountyAndCity('Atlantis', 'X'), { county: 'Atlantis', city: 'X' }, 'unknown: left for the CIUS-RO check to flag');
});

test('every county and sector the address select offers has its e-Factura code', () => {
  assert.deepEqual(roCountyAndCity('București, Sector 1', 'București'), { county: 'B', city: 'SECTOR1' });
  for (const district of RO_DISTRICTS) assert.match(roCountyAndCity(district, 'X').county, /^[A-Z]{1,2}$/, district);
});
