import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './shop-server';

export type Locale = 'cs' | 'ro';

/**
 * The widget's catalogs and the shared ones, as the widget merges them: each package's first catalog and its parts
 * loaded later (the buyout's later views' texts, the shared validation messages; their lingui.config.ts).
 */
const CATALOG_DIRS = ['mf-buyout/src/locales', 'mf-buyout/src/locales/later', 'shared/src/i18n/locales', 'shared/src/i18n/locales/validation'];

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/** msgid -> msgstr of one .po file (single and continued lines). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  let text: string | null = null;
  let reading: 'id' | 'str' | null = null;
  const flush = () => {
    if (id !== null && text !== null) entries.set(id, text);
    id = text = reading = null;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line);
      reading = 'id';
    } else if (line.startsWith('msgstr ')) {
      text = unquote(line);
      reading = 'str';
    } else if (line.startsWith('"') && reading === 'id') id += unquote(line);
    else if (line.startsWith('"') && reading === 'str') text += unquote(line);
    else if (line.trim() === '') flush();
  }
  flush();
  return entries;
}

const catalogs: Record<Locale, Map<string, string>> = { cs: new Map(), ro: new Map() };
for (const locale of ['cs', 'ro'] as const) {
  for (const dir of CATALOG_DIRS) for (const [id, text] of readPo(path.join(repoRoot, dir, locale, 'messages.po'))) if (text) catalogs[locale].set(id, text);
}

/**
 * What the widget shows for `message` in `locale`: a Czech source text (the catalogs' usual
 * key) or an explicit id such as `validation.required`. Romanian must be translated, so a test
 * in Romanian fails on a text that would fall back to Czech.
 */
export function uiText(locale: Locale, message: string, values: Record<string, string> = {}): string {
  const text = catalogs[locale].get(message) ?? (locale === 'cs' && !/^[\w-]+(\.[\w-]+)+$/.test(message) ? message : undefined);
  if (text === undefined) throw new Error(`no ${locale} text for "${message}" in ${CATALOG_DIRS.join(', ')}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
