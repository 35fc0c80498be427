import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roCountyAndCity } from './ro-county';

test('county names as typed become ISO 3166-2:RO codes; a Bucharest sector becomes county B and SECTORn', () => {
  assert.deepEqual(roCountyAndCity('Sector 3', 'București'), { county: 'B', city: 'SECTOR3' });
  assert.deepEqual(roCountyAndCity('Cluj', 'Cluj-Napoca'), { county: 'CJ', city: 'Cluj-Napoca' });
  assert.deepEqual(roCountyAndCity('Iași', 'Iași'), { county: 'IS', city: 'Iași' });
  assert.deepEqual(roCountyAndCity('jud. Bistrița-Năsăud', 'Bistrița'), { county: 'BN', city: 'Bistrița' });
  assert.deepEqual(roCountyAndCity('Satu  Mare', 'Carei'), { county: 'SM', city: 'Carei' });
  assert.deepEqual(roCountyAndCity('Atlantis', 'X'), { county: 'Atlantis', city: 'X' }, 'unknown: left for the CIUS-RO check to flag');
});
