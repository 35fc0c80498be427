/**
 * Seconds a shared cache may keep an answer, read as a CDN reads it: Surrogate-Control's
 * max-age first, then Cache-Control's s-maxage, then its max-age. Zero for anything not public.
 */
export function sharedCacheSeconds(cacheControl: string | undefined, surrogateControl: string | undefined): number {
  const directives = (header: string | undefined) =>
    new Map(
      (header ?? '')
        .toLowerCase()
        .split(',')
        .map((part) => part.trim().split('=') as [string, string | undefined])
        .filter(([name]) => name),
    );
  const cache = directives(cacheControl);
  if (!cache.has('public') || cache.has('no-store') || cache.has('private')) return 0;
  const seconds = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined);
  return seconds(directives(surrogateControl).get('max-age')) ?? seconds(cache.get('s-maxage')) ?? seconds(cache.get('max-age')) ?? 0;
}
