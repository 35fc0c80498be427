import { useEffect } from 'react';

/**
 * Marks the page once the shell's React has committed (hydrated or rendered): `<html data-shop-ready>`. A server-rendered
 * page is visible and clickable before that, but its buttons only work from here on; browser specs wait for it
 * (e2e/support/browser.ts) as a shopper's click waits for the app.
 */
export function ShellReady() {
  useEffect(() => {
    document.documentElement.dataset.shopReady = 'true';
  }, []);
  return null;
}
