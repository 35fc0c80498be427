/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The kit and the shell's frame take colours and sizes from the theme, so a change of look is one edit in theme.ts.
const ROOT = path.join(__dirname, '../../..');
const SCANNED = ['shared/src/ui', 'shell/src/frame', 'shell/src/consent'];
const EXEMPT = new Set(['shared/src/ui/theme.ts']);

// Hex and functional colours, and lengths in px, rem or em other than zero.
const LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|(?<![\w.])(?!0(?:px|r?em)\b)\d+(?:\.\d+)?(?:px|r?em)\b/i;
// A line may keep a literal when it says why, e.g. the 1 px clip of visually-hidden content is a technique, not a look.
const ALLOWED = /literal-ok/;

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
    .filter(({ line }) => LITERAL.test(line) && !ALLOWED.test(line) && !line.startsWith('//') && !line.startsWith('*'))
    .map(({ line, number }) => `${number}: ${line}`);
}

test('the rule catches colour and size literals and lets tokens and zero through', () => {
  expect(styleLiterals('  color: #0b5394;\n  padding: 12px;\n  gap: 1.5rem;\n  background: rgba(0, 0, 0, 0.5);')).toHaveLength(4);
  expect(styleLiterals('  margin: 0px;\n  gap: ${({ theme }) => theme.spacing.sm};\n  width: 100%;\n  left: -1px; // literal-ok: clip')).toEqual([]);
});

test.each(SCANNED.flatMap(sourcesUnder))('%s takes its colours and sizes from the theme', (file) => {
  expect(styleLiterals(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
});
