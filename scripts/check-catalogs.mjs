// The catalog-completeness check of `pnpm test`: every message of every front-end catalog has its Czech and Romanian
// text, and the cs and ro files of a catalog hold the same messages. Reads the .po files directly (a second or so),
// where `lingui compile --strict` per package takes about 12 s each; the build still compiles them strictly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = ['cs', 'ro'];

function poFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : poFiles(full);
    return entry.name === 'messages.po' ? [full] : [];
  });
}

/** The file's active entries as msgid -> msgstr (a quoted string may continue on the lines after its keyword). */
function entries(file) {
  const messages = new Map();
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const fields = {};
    let current;
    for (const line of block.split('\n')) {
      const keyword = line.match(/^(msgid|msgstr|msgctxt)\s+"(.*)"$/);
      if (keyword) fields[(current = keyword[1])] = JSON.parse(`"${keyword[2]}"`);
      else if (current && /^".*"$/.test(line)) fields[current] += JSON.parse(line);
      else if (!line.startsWith('#')) current = undefined;
    }
    if (fields.msgid) messages.set(`${fields.msgctxt ?? ''}\u0004${fields.msgid}`, fields.msgstr ?? '');
  }
  return messages;
}

/** Every problem found, as lines to print; empty when the catalogs are complete. */
export function checkCatalogs(root) {
  const problems = [];
  const packages = readdirSync(root).filter((name) => name === 'shared' || name === 'shell' || name.startsWith('mf-'));
  const catalogs = packages.flatMap((name) => poFiles(path.join(root, name, 'src'))).filter((file) => path.basename(path.dirname(file)) === 'cs');
  for (const csFile of catalogs) {
    const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, entries(path.join(path.dirname(path.dirname(csFile)), locale, 'messages.po'))]));
    for (const locale of LOCALES) {
      const file = path.relative(root, path.join(path.dirname(path.dirname(csFile)), locale, 'messages.po'));
      for (const [id, text] of byLocale[locale]) {
        const msgid = id.split('\u0004')[1];
        if (!text.trim()) problems.push(`${file}: no ${locale} text for "${msgid}"`);
        const other = LOCALES.find((name) => name !== locale);
        if (!byLocale[other].has(id)) problems.push(`${file}: "${msgid}" is missing from the ${other} catalog`);
      }
    }
  }
  if (catalogs.length === 0) problems.push('no catalogs found');
  return problems;
}

// Run directly (`node scripts/check-catalogs.mjs`), it checks this repository and fails on any problem.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkCatalogs(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(problems.length ? problems.join('\n') : 'every cs and ro catalog is complete');
  process.exit(problems.length ? 1 : 0);
}
