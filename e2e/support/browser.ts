import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  context: BrowserContext;
  newPage: () => Promise<Page>;
  /** Console errors and uncaught page errors seen so far, across pages. */
  errors: string[];
  close: () => Promise<void>;
}

/** Debian's Chromium, headless, with a throwaway profile: no browser is ever downloaded. */
export async function launchBrowser(): Promise<TestBrowser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`);
  const profile = await mkdtemp(path.join(tmpdir(), 'shop-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
  });
  const errors: string[] = [];
  context.on('page', (page) => watch(page, errors));
  for (const page of context.pages()) watch(page, errors);
  return {
    context,
    errors,
    newPage: async () => waitsForShell(await context.newPage()),
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A server-rendered page (docs/ssr.md) shows its buttons before the shell's React has taken it over; a click then does
 * nothing. After `goto` and `reload`, a page with server boot data is awaited until the shell marks it ready.
 */
function waitsForShell(page: Page): Page {
  const ready = () =>
    page
      .waitForFunction(() => !document.getElementById('shop-ssr') || document.documentElement.dataset.shopReady === 'true', null, { timeout: 30_000 })
      .then(
        () => undefined,
        // A page whose shell never starts (a spec that breaks it on purpose) is left to that spec's own checks.
        () => undefined,
      );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

function watch(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
}
