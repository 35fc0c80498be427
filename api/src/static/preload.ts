import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The `Link` header of the shell page: the scripts its first screen needs (listed at build time
 * by shared/build/preload-list-plugin.cjs), fetched in parallel with main.js instead of one after
 * another. Undefined when the build wrote no list.
 */
export function shellPreloadLink(shellDir: string): string | undefined {
  const listFile = path.join(shellDir, 'preload.json');
  if (!existsSync(listFile)) return undefined;
  const files = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (!Array.isArray(files) || files.length === 0) return undefined;
  return files
    .filter((file): file is string => typeof file === 'string' && /^[\w./-]+$/.test(file))
    .map((file) => `</${file}>; rel=preload; as=script`)
    .join(', ');
}
