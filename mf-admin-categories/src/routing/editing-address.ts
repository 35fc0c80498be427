import { showAddress } from '@shop/shared/routing/address-history';

/** The query parameter naming the open form: a category's id, or `new` while adding one. */
const PARAM = 'id';

export type Editing = number | 'new' | null;

/** The open form as the address says (`?id=12`, `?id=new`), so a reload or Back and Forward reopen it. */
export function editingFromAddress(search: string): Editing {
  const value = new URLSearchParams(search).get(PARAM);
  if (value === 'new') return 'new';
  return value !== null && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** Replaces the address's query (no history entry per opened category; the shell's router is told). */
export function showEditing(editing: Editing): void {
  const params = new URLSearchParams(window.location.search);
  if (editing === null) params.delete(PARAM);
  else params.set(PARAM, String(editing));
  const query = params.toString();
  showAddress(window.location.pathname + (query ? `?${query}` : ''));
}
