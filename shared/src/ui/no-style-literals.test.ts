/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The kit, the shell and every remote take colours and sizes from the theme, so a change of look is one edit in theme.ts.
const ROOT = path.join(__dirname, '../../..');
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('mf-'));
const SCANNED = ['shared/src/ui', 'shell/src', ...REMOTES.map((remote) => `${remote}/src`)];
// Whole files that may hold literals, each with the reason.
const EXEMPT = new Map([
  ['shared/src/ui/theme.ts', 'the tokens themselves'],
  ['shell/src/legal/DisputePictogram.tsx', "a stand-in for ANPC's SAL/SOL pictogram: its colours and 250 x 50 px are the authority's, not the shop's look"],
]);

// Hex and functional colours, and lengths in px, rem or em other than zero.
const LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|(?<![\w.])(?!0(?:px|r?em)\b)\d+(?:\.\d+)?(?:px|r?em)\b/i;
// React's style objects read a bare number as pixels: `style={{ maxWidth: 480 }}` is a literal too.
const STYLE_OBJECT_LENGTH = /style=\{\{.*\b(?:width|height|(?:min|max)(?:Width|Height)|margin\w*|padding\w*|gap|top|left|right|bottom|inset\w*|fontSize)\s*:\s*[^,}'"`]*\d/;
// A line may keep a literal when it says why, e.g. the 1 px clip of visually-hidden content is a technique, not a look.
const ALLOWED = /literal-ok: \S/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !EXEMPT.has(relative) ? [relative] : [];
  });
}

function styleLiterals(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => (LITERAL.test(line) || STYLE_OBJECT_LENGTH.test(line)) && !ALLOWED.test(line) && !line.startsWith('//') && !line.startsWith('*'))
    .map(({ line, number }) => `${number}: ${line}`);
}

test('the rule catches colour and size literals and lets tokens and zero through', () => {
  expect(styleLiterals('  color: #0b5394;\n  padding: 12px;\n  gap: 1.5rem;\n  background: rgba(0, 0, 0, 0.5);')).toHaveLength(4);
  expect(styleLiterals('  margin: 0px;\n  gap: ${({ theme }) => theme.spacing.sm};\n  width: 100%;\n  left: -1px; // literal-ok: clip')).toEqual([]);
  expect(styleLiterals('<form style={{ maxWidth: 480 }}>\n<li style={{ marginBottom: 16 }}>\n<li style={{ paddingLeft: (depth - 1) * 20 }}>')).toHaveLength(3);
  expect(styleLiterals('<li style={{ top, opacity: faded ? 0.5 : 1 }}>')).toEqual([]);
  // An exception names its reason; a bare marker does not let a literal through.
  expect(styleLiterals('  width: 1px; /* literal-ok */')).toHaveLength(1);
});

test('every package with a src folder is scanned, the remotes included', () => {
  expect(REMOTES.length).toBeGreaterThanOrEqual(6);
  expect(SCANNED.flatMap(sourcesUnder)).toEqual(expect.arrayContaining(['mf-cart/src/cart/CartPage.tsx', 'shell/src/catalogue/listing/FiltersLayout.tsx']));
});

test.each(SCANNED.flatMap(sourcesUnder))('%s takes its colours and sizes from the theme', (file) => {
  expect(styleLiterals(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
});
