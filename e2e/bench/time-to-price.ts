import type { Locator, Page } from 'playwright-core';
import { writeResults } from './results-file';
import { launchBrowser } from '../support/browser';
import { answer, question } from '../support/buyout-widget';
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
 * Runs in the page, so no round trip to the test runner is counted: clicks `target` and
 * resolves with the milliseconds until `ready()` holds after a DOM change.
 */
function timeClickUntil(target: Locator, ready: { legend: string } | { price: true }): Promise<number> {
  return target.evaluate(
    (element, condition) =>
      // No named helper functions in here: tsx would wrap them in a `__name` call the page lacks.
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const ready =
            'legend' in condition
              ? Array.from(document.querySelectorAll('fieldset legend')).some((legend) => legend.textContent === condition.legend)
              : Boolean(document.querySelector('[data-testid="buyout-price"]')?.textContent?.trim());
          if (!ready) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        (element as HTMLElement).click();
      }),
    ready,
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
 * Time from the colour click to the price, in Chromium against the real server, beside a bare
 * fetch of the same API from the same page. The seeded form asks three questions without a
 * default (the customer must look at the device), so the figure comes in two parts: colour click
 * to questions on screen (request + render), and last answer to price (pricing in the page, no
 * request). Each run uses another model, so nothing is served from the browser's or the server's cache.
 */
export async function benchTimeToPrice() {
  const shop = await startShop({ MARKET: 'CZ' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const toQuestions: number[] = [];
    const toPrice: number[] = [];
    const bare: number[] = [];
    const display = question('cs', 'display');
    const lock = question('cs', 'account-lock');
    // A first page load warms the JS caches, as for a customer who has just arrived.
    const { models } = await pickModel(page, `${shop.url}/vykup/`, 1);
    if (models.length < 2 * RUNS + 2) throw new Error(`need ${2 * RUNS + 2} models of the first maker, found ${models.length}`);
    for (let run = 0; run < RUNS; run += 1) {
      const { colour } = await pickModel(page, `${shop.url}/vykup/`, run + 2);
      // The colour's appraisal form is fetched and its questions shown...
      toQuestions.push(await timeClickUntil(colour, { legend: display.name }));
      // ...and once the questions without a default are answered, the price is worked out in the page.
      await answer(page, 'cs', 'display', 'flawless');
      await answer(page, 'cs', 'body', 'like-new');
      const lastAnswer = page.getByRole('group', { name: lock.name, exact: true }).getByRole('radio', { name: lock.choice('removed'), exact: true });
      toPrice.push(await timeClickUntil(lastAnswer, { price: true }));
      bare.push(await timeBareFetch(page, models[RUNS + run + 1]!));
    }
    const figures = {
      runs: RUNS,
      bareFetchMedianMs: median(bare),
      colourClickToQuestionsMedianMs: median(toQuestions),
      lastAnswerToPriceMedianMs: median(toPrice),
      bareFetchMs: bare,
      colourClickToQuestionsMs: toQuestions,
      lastAnswerToPriceMs: toPrice,
    };
    console.log(`\nTime to a price (median of ${RUNS}, ms), Chromium against the real server; three questions have no default, so the price shows after they are answered`);
    console.log(`${'what'.padEnd(52)}${'median'.padStart(10)}${'min'.padStart(10)}${'max'.padStart(10)}`);
    for (const [what, values] of [
      ['baseline: bare fetch of the appraisal form', bare],
      ['widget: colour click -> questions on screen', toQuestions],
      ['widget: last answer click -> price on screen', toPrice],
    ] as const) {
      console.log(`${what.padEnd(52)}${median(values).toFixed(1).padStart(10)}${Math.min(...values).toFixed(1).padStart(10)}${Math.max(...values).toFixed(1).padStart(10)}`);
    }
    console.log(`colour click -> questions / bare fetch: ${(figures.colourClickToQuestionsMedianMs / figures.bareFetchMedianMs).toFixed(2)}`);
    console.log(`results: ${writeResults('time-to-price', figures)}`);
  } finally {
    await browser.close();
    await shop.stop();
  }
}
