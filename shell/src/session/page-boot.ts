import * as v from 'valibot';
import { PAGE_BOOT_ELEMENT_ID, PageBootSchema, type PageBoot } from '@shop/shared/contract/page-boot';

/**
 * The config, remotes and session the server wrote into the page (only where a first render has a goal: the tree
 * editor for staff, api/src/static/page-boot.ts), or null: the shell then asks for them as on every other page.
 * Checked like the calls it replaces; anything unreadable counts as absent.
 */
export function readPageBoot(): PageBoot | null {
  const text = document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(PageBootSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
