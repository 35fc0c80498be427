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
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

function watch(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
}
