import * as v from 'valibot';
import { SSR_BOOT_ELEMENT_ID, SsrBootSchema, type SsrBoot } from '@shop/shared/contract/ssr-boot';

/**
 * The boot data of a server-rendered page (api/src/ssr/), or null on a page the server did not render: the shell then
 * starts as before. Checked with the server's own schema; anything unreadable counts as absent.
 */
export function readSsrBoot(): SsrBoot | null {
  const text = document.getElementById(SSR_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(SsrBootSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
