import type { Locator, Page } from 'playwright-core';
import { writeResults } from './results-file';
import { launchBrowser } from '../support/browser';
import { startShop } from '../support/shop-server';

const RUNS = 7;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Opens the buyout page and picks phones, the first maker and the model `modelIndex`; returns the colour radios. */
async function pickModel(page: Page, url: string, modelIndex: number) {
  await page.goto(url);
  await page.getByRole('group', { name: 'Typ zařízení' }).getByRole('radio', { name: 'Mobilní telefony' }).check();
  await page.getByRole('group', { name: 'Výrobce' }).getByRole('radio').first().check();
  const model = page.getByRole('combobox', { name: 'Model' });
  await model.locator('option').nth(modelIndex).waitFor({ state: 'attached' });
  const value = await model.locator('option').nth(modelIndex).getAttribute('value');
  await model.selectOption(value!);
  const colour = page.getByRole('group', { name: 'Barva' }).getByRole('radio').first();
  await colour.waitFor();
  return { colour, models: await model.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean)) };
}

/**
 * In the page, so no round trip to the test runner is counted: clicks the colour and resolves
 * when the price element has text.
 */
function clickAndTimePrice(colour: Locator): Promise<number> {
  return colour.evaluate(
    (radio) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const price = document.querySelector('[data-testid="buyout-price"]');
          if (!price?.textContent?.trim()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        (radio as HTMLInputElement).click();
      }),
  );
}

/** The floor: the same appraisal-form call as a bare fetch + JSON parse from the same page, for a colour nobody asked for yet. */
function timeBareFetch(page: Page, model: string): Promise<number> {
  return page.evaluate(async (modelSlug) => {
    const headers = { Accept: 'application/json', 'Accept-Language': 'cs' };
    const colours = (await (await fetch(`/api/new/buyout/product-selector/color-choices/${modelSlug}/`, { headers })).json()) as { choices: { value: string }[] };
    const start = performance.now();
    await (await fetch(`/api/new/buyout/appraisal-form/${colours.choices[0]!.value}/`, { headers })).json();
    return performance.now() - start;
  }, model);
}

/**
 * Time from the colour click to the price on screen, in Chromium against the real server,
 * beside a bare fetch of the same API from the same page. Each run uses another model, so
 * neither side is served from the browser's or the server's cache.
 */
export async function benchTimeToPrice() {
  const shop = await startShop({ MARKET: 'CZ' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const widget: number[] = [];
    const bare: number[] = [];
    // A first page load warms the JS caches, as for a customer who has just arrived.
    const { models } = await pickModel(page, `${shop.url}/vykup/`, 1);
    if (models.length < 2 * RUNS + 2) throw new Error(`need ${2 * RUNS + 2} models of the first maker, found ${models.length}`);
    for (let run = 0; run < RUNS; run += 1) {
      const { colour } = await pickModel(page, `${shop.url}/vykup/`, run + 2);
      widget.push(await clickAndTimePrice(colour));
      bare.push(await timeBareFetch(page, models[RUNS + run + 1]!));
    }
    const figures = { runs: RUNS, widgetMedianMs: median(widget), bareFetchMedianMs: median(bare), widgetMs: widget, bareFetchMs: bare };
    console.log(`\nTime from colour click to price visible (median of ${RUNS}, ms), Chromium against the real server`);
    console.log(`${'what'.padEnd(48)}${'median'.padStart(10)}${'min'.padStart(10)}${'max'.padStart(10)}`);
    for (const [what, values] of [
      ['baseline: bare fetch of the appraisal form', bare],
      ['widget: colour click -> price on screen', widget],
    ] as const) {
      console.log(`${what.padEnd(48)}${median(values).toFixed(1).padStart(10)}${Math.min(...values).toFixed(1).padStart(10)}${Math.max(...values).toFixed(1).padStart(10)}`);
    }
    console.log(`widget / baseline: ${(figures.widgetMedianMs / figures.bareFetchMedianMs).toFixed(2)}`);
    console.log(`results: ${writeResults('time-to-price', figures)}`);
  } finally {
    await browser.close();
    await shop.stop();
  }
}
