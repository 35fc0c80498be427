import type { Market } from '@shop/shared/contract/common';

/** Which product list of an anonymous visitor a key holds; each market has its own. */
export type BrowserCodeList = 'last-visited' | 'favourites';

function storageKey(list: BrowserCodeList, market: Market): string {
  return `shop:${list}:${market}`;
}

/** A visitor's list kept in localStorage; an unreadable or blocked storage reads as empty. */
export function readBrowserCodes(list: BrowserCodeList, market: Market): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(list, market)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** Private browsing may refuse to store; the list then lives only as long as the page. */
export function writeBrowserCodes(list: BrowserCodeList, market: Market, codes: readonly string[]): void {
  try {
    window.localStorage.setItem(storageKey(list, market), JSON.stringify(codes));
  } catch (error) {
    console.warn(`${list} could not be stored`, error);
  }
}
