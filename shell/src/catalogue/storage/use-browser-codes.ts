import { useCallback, useSyncExternalStore } from 'react';
import { useMarket } from '@shop/shared/i18n/market-context';
import { readBrowserCodes, writeBrowserCodes, type BrowserCodeList } from './browser-codes';

const CHANGE_EVENT = 'shop:browser-codes';
const EMPTY: string[] = [];
const snapshots = new Map<string, { raw: string; codes: string[] }>();

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab of the shop changed the list.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The same array while the stored list is unchanged, as useSyncExternalStore requires. */
function snapshot(list: BrowserCodeList, market: 'CZ' | 'RO'): string[] {
  const codes = readBrowserCodes(list, market);
  const raw = codes.join(',');
  const key = `${list}:${market}`;
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.codes;
  snapshots.set(key, { raw, codes });
  return codes;
}

/** A visitor's list kept in the browser, shared live by every component showing it. */
export function useBrowserCodes(list: BrowserCodeList): [string[], (codes: readonly string[]) => void] {
  const { market } = useMarket();
  const codes = useSyncExternalStore(subscribe, () => snapshot(list, market), () => EMPTY);
  const write = useCallback(
    (next: readonly string[]) => {
      writeBrowserCodes(list, market, next);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [list, market],
  );
  return [codes, write];
}
