import type { Locale } from '@shop/shared/contract/common';

/**
 * The first of cs / ro in Accept-Language by quality (`ro-RO,ro;q=0.9` -> ro), else the
 * market's language: the widgets send the language the user picked in this header.
 */
export function requestLocale(acceptLanguage: string | undefined, fallback: Locale): Locale {
  if (!acceptLanguage) return fallback;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => entry.language === 'cs' || entry.language === 'ro');
  return (match?.language as Locale | undefined) ?? fallback;
}
