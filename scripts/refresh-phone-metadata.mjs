#!/usr/bin/env node
// Writes shared/src/validation/phone-metadata.json: libphonenumber-js's full ("max") metadata cut down to the
// shop's two markets, so the validators know every number type (mobile, fixed line, premium, free-phone)
// without the ~140 KB of the whole world in each widget. Run after moving the libphonenumber-js pin:
//   node scripts/refresh-phone-metadata.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(path.join(root, 'shared/package.json'));
const full = require('libphonenumber-js/metadata.max.json');
const markets = ['CZ', 'RO'];
const callingCodes = Object.fromEntries(
  Object.entries(full.country_calling_codes)
    .map(([code, countries]) => [code, countries.filter((country) => markets.includes(country))])
    .filter(([, countries]) => countries.length > 0),
);
const subset = {
  version: full.version,
  country_calling_codes: callingCodes,
  countries: Object.fromEntries(markets.map((market) => [market, full.countries[market]])),
  nonGeographic: {},
};
const target = path.join(root, 'shared/src/validation/phone-metadata.json');
writeFileSync(target, `${JSON.stringify(subset)}\n`);
console.log(`wrote ${path.relative(root, target)}: ${markets.join(', ')} from libphonenumber-js ${require('libphonenumber-js/package.json').version}`);
