import type { Locale } from '@shop/shared/contract/common';

export interface MenuRow {
  id: number;
  parentId: number | null;
  nameCs: string;
  nameRo: string;
  url: string;
  /** The linked category as it is now; null for the shop's own pages. */
  category: { name: string; urlPath: string; shown: boolean } | null;
}

/**
 * What a menu entry shows, or null when its category is hidden (`for_display` off; its entries below go too).
 * Categories have one name, in the market's language: that language shows it as it is now. The other
 * language keeps the menu's translation while the category still has the name it was translated from;
 * after a staff rename no translation exists, so the new name shows there too rather than a stale one.
 */
export function categoryEntry(row: MenuRow, locale: Locale, marketLocale: Locale): { name: string; url: string } | null {
  const stored = { cs: row.nameCs, ro: row.nameRo };
  if (!row.category) return { name: stored[locale], url: row.url };
  if (!row.category.shown) return null;
  const translated = locale !== marketLocale && stored[marketLocale] === row.category.name;
  return { name: translated ? stored[locale] : row.category.name, url: row.category.urlPath };
}
