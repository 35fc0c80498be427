import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';

/** Elements that stick out of a 375 px page (content of a sideways scroller, such as a grid's table box, may: it scrolls inside). */
function tooWideAt375(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= 375
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((element) => {
            if (element.getBoundingClientRect().right <= 376) return false;
            for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
              if (getComputedStyle(parent).overflowX !== 'visible') return false;
            }
            return true;
          })
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className} ${element.textContent?.slice(0, 30) ?? ''}`),
  );
}

/** Both layouts (1280 and 375 px) are axe clean and a phone needs no sideways scrolling; ends at 1280 px. */
export async function axeAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await seriousAxeViolations(page), [], `axe on ${where} at ${width} px`);
    if (width === 375) assert.deepEqual(await tooWideAt375(page), [], `no sideways scrolling on ${where} at 375 px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
