import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pagePaths, type PageName } from '@shop/shared/routing/page-paths';
import { seriousAxeViolations } from './axe';
import { staffLogin } from './shop-server';
import { useShopAndBrowser, type Market } from './shop-session';

// The walk a new user makes before an issue is resolved, done by the machine on every page the shop has (every
// entry of the page table, so a new page is walked without touching the specs): an admin session, one market per
// spec file (so the two run side by side), 1280 and 375 px. Each page must have one main heading, no serious axe
// violation, no sideways scrolling on a phone and no console error.

/** Pages that are not a place of their own: a payment stand-in and pages reached with a secret of a flow. */
const notWalked = new Set<PageName>(['testGateway', 'thanks']);

const widths = [1280, 375] as const;

/** How long the page must have had no request open to count as loaded (Playwright's `networkidle` waits 500 ms). */
const QUIET_MS = 150;

/** Counts the page's open requests, so `settle` can wait for the moment none is left. */
function openRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

async function settle(page: Page, open: () => number): Promise<void> {
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; ) {
    await page.waitForTimeout(25);
    if (open() > 0) quietSince = Date.now();
  }
  // Spinners are `role="status"` with a ring; a page is ready when none is left.
  await page.waitForFunction(() => document.querySelectorAll('[role="status"] > span:first-child:not(:only-child)').length === 0, undefined, { timeout: 15_000 }).catch(() => undefined);
}

export function walkEveryPage(market: Market): void {
  describe(`every page walked (${market})`, () => {
    const session = useShopAndBrowser(market, { start: { cliBeforeStart: [['src/admin-users/make-admin-cli.ts', staffLogin.email]] } });
    let productPath: string;

    before(async () => {
      const { shop } = session;
      const search = (await (await fetch(`${shop.url}/api/new/catalogue/search/?term=iphone&page_size=1`)).json()) as { results: { seo_name: string }[] };
      productPath = `${pagePaths[market].product}${search.results[0]!.seo_name}/`;
    });

    test('each page: one main heading, axe clean, no sideways scroll at 375 px, no console error', async () => {
      const { shop } = session;
      const page = await session.staffPage();
      const open = openRequests(page);

      const addresses = (Object.entries(pagePaths[market]) as [PageName, string][])
        .filter(([name]) => !notWalked.has(name))
        .map(([name, address]) => (name === 'product' ? productPath : address));
      const findings: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const address of addresses) {
          const errorsBefore = session.errors().length;
          await page.goto(`${shop.url}${address}`);
          await settle(page, open);
          const headings = await page.locator('h1').count();
          if (headings !== 1) findings.push(`${address} @${width}: ${headings} h1 headings`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 1) findings.push(`${address} @${width}: scrolls sideways by ${overflow} px`);
          for (const violation of await seriousAxeViolations(page)) findings.push(`${address} @${width}: axe ${violation.id}: ${violation.nodes.join(' | ')}`);
          for (const error of session.errors().slice(errorsBefore)) findings.push(`${address} @${width}: console ${error}`);
        }
      }
      assert.deepEqual(findings, []);
      await page.close();
    });
  });
}
