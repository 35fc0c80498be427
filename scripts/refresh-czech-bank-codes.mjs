#!/usr/bin/env node
// Rewrites shared/src/validation/czech-bank-codes.ts from the Czech National Bank's list of payment system codes
// ("Kódy bank ČR", a semicolon-separated CSV: code;name;SWIFT). Run it when the CNB changes the list:
//   node scripts/refresh-czech-bank-codes.mjs https://www.cnb.cz/cs/platebni-styk/.galleries/ucty_kody_bank/download/kody_bank_CR.csv
//   node scripts/refresh-czech-bank-codes.mjs ./kody_bank_CR.csv      (a file saved by hand)
// then review the diff and commit it with the date the file carries.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/refresh-czech-bank-codes.mjs <CNB CSV URL or file>');
  process.exit(2);
}
const bytes = source.startsWith('http') ? new Uint8Array(await (await fetch(source)).arrayBuffer()) : readFileSync(source);
let text;
try {
  text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
} catch {
  text = new TextDecoder('windows-1250').decode(bytes);
}
const rows = text
  .split(/\r?\n/)
  .map((line) => line.split(';').map((cell) => cell.trim().replace(/^"|"$/g, '')))
  .filter(([code, name]) => /^\d{4}$/.test(code ?? '') && name);
if (rows.length < 20) throw new Error(`only ${rows.length} bank codes read from ${source}: not the CNB list?`);
rows.sort(([a], [b]) => a.localeCompare(b));
const today = new Date().toISOString().slice(0, 10);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const target = path.join(root, 'shared/src/validation/czech-bank-codes.ts');
const entries = rows.map(([code, name]) => `  ['${code}', ${JSON.stringify(name).replace(/^"|"$/g, "'").replace(/\\"/g, '"')}],`).join('\n');
writeFileSync(
  target,
  `/**
 * Payment system codes of banks and payment institutions in the Czech Republic
 * ("Kódy bank ČR"), from the Czech National Bank's list
 * https://www.cnb.cz/cs/platebni-styk/.galleries/ucty_kody_bank/download/kody_bank_CR.csv
 * as of ${today}; refreshed by scripts/refresh-czech-bank-codes.mjs (docs/validation.md).
 */
export const czechBankCodes: ReadonlyMap<string, string> = new Map([
${entries}
]);

export function isCzechBankCode(code: string): boolean {
  return czechBankCodes.has(code);
}
`,
);
console.log(`wrote ${rows.length} bank codes to ${path.relative(root, target)}`);
