import { useEffect, useState } from 'react';
import { SHELL_NAVIGATE_EVENT } from '@shop/shared/routing/address-history';

export type DeskView = 'orders' | 'deliveries' | 'statement';

const OTHER_VIEWS: readonly string[] = ['deliveries', 'statement'];

/** `?desk.order=E000000123&desk.view=deliveries` (or `statement`, the bank statement import): the desk's own keys beside the grids' (`orders.page`, …). */
const ORDER_PARAM = 'desk.order';
const VIEW_PARAM = 'desk.view';

interface DeskAddress {
  open: string | null;
  view: DeskView;
}

function readDeskAddress(search: string): DeskAddress {
  const params = new URLSearchParams(search);
  const open = params.get(ORDER_PARAM);
  return { open: open || null, view: OTHER_VIEWS.includes(params.get(VIEW_PARAM) ?? '') ? (params.get(VIEW_PARAM) as DeskView) : 'orders' };
}

function writeDeskAddress(search: string, address: DeskAddress): string {
  const params = new URLSearchParams(search);
  if (address.open) params.set(ORDER_PARAM, address.open);
  else params.delete(ORDER_PARAM);
  if (address.view !== 'orders') params.set(VIEW_PARAM, address.view);
  else params.delete(VIEW_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The open order and the chosen grid kept in the address, so a reload or a shared link opens the same order, and
 * Back closes it (each choice is a history entry). The grids keep their own keys in the same address.
 */
export function useDeskAddress() {
  const [address, setAddress] = useState<DeskAddress>(() => readDeskAddress(window.location.search));

  useEffect(() => {
    const follow = () => setAddress(readDeskAddress(window.location.search));
    window.addEventListener('popstate', follow);
    window.addEventListener(SHELL_NAVIGATE_EVENT, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(SHELL_NAVIGATE_EVENT, follow);
    };
  }, []);

  const go = (next: DeskAddress) => {
    const search = writeDeskAddress(window.location.search, next);
    if (search !== window.location.search) {
      window.history.pushState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
      // The shell's router keeps its copy of the address; the page stays mounted (it is chosen by the path alone).
      window.dispatchEvent(new Event(SHELL_NAVIGATE_EVENT));
    }
    setAddress(next);
  };

  return {
    ...address,
    openOrder: (orderNumber: string | null) => go({ ...address, open: orderNumber }),
    /** Choosing a grid closes an open order: the switch stays usable while a detail is shown. */
    showView: (view: DeskView) => go({ open: null, view }),
  };
}
