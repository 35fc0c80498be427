/**
 * The spec's "cart storage" (section 4): what the browser keeps of the cart between pages, so the
 * badge shows the right number before the first answer and the cart page knows its lines at once.
 * The server's cart (bound to a cookie) stays the truth; this is only a cache of it.
 */
export interface PackageItemRef {
  id: number;
  productSeoName: string;
  installment: { installmentArrangeType: 'on-store' | 'online' } | null;
}

export interface CartStorage {
  count: number;
  packageItems: PackageItemRef[];
}

export const CART_STORAGE_KEY = 'shop-cart';

const emptyStorage = (): CartStorage => ({ count: 0, packageItems: [] });

function isCartStorage(value: unknown): value is CartStorage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CartStorage>;
  return Number.isInteger(candidate.count) && (candidate.count ?? -1) >= 0 && Array.isArray(candidate.packageItems);
}

/** Reads the stored cart; anything unreadable (another version, a hand-edited value) counts as empty. */
export function readCartStorage(storage: Storage | null = safeLocalStorage()): CartStorage {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? 'null');
    return isCartStorage(parsed) ? parsed : emptyStorage();
  } catch {
    return emptyStorage();
  }
}

/** Writes the cart; at zero items the storage is emptied (spec section 4), not kept as an empty cart. */
export function writeCartStorage(cart: CartStorage, storage: Storage | null = safeLocalStorage()): void {
  try {
    if (cart.count === 0) storage?.removeItem(CART_STORAGE_KEY);
    else storage?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Private mode or a full quota: the cart still works from the server, only the early badge is lost.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
