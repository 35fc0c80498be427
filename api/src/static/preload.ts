import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@shop/shared/contract/common';

/** The shell's catalog chunks (shell/src/locales/catalog-loader.ts): `locale-<language>.<hash>.js`. */
const CATALOG_CHUNK = /^locale-(\w+)\./;

/**
 * The `Link` header of the shell page: the scripts its first screen needs (listed at build time
 * by shared/build/preload-list-plugin.cjs), fetched in parallel with main.js instead of one after
 * another. Of the catalog chunks only the market's language: a visitor who chose the other one
 * before fetches it then, a first visit needs this one. Undefined when the build wrote no list.
 */
export function shellPreloadLink(shellDir: string, locale: Locale): string | undefined {
  const listFile = path.join(shellDir, 'preload.json');
  if (!existsSync(listFile)) return undefined;
  const files = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (!Array.isArray(files) || files.length === 0) return undefined;
  return files
    .filter((file): file is string => typeof file === 'string' && /^[\w./-]+$/.test(file))
    .filter((file) => (CATALOG_CHUNK.exec(file)?.[1] ?? locale) === locale)
    .map((file) => `</${file}>; rel=preload; as=script`)
    .join(', ');
}
