import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * A logged-in page's own call of the shop's API (its cookies, its CSRF token echoed), for steps whose screens other
 * tests walk; fails loudly on anything but a 2xx.
 */
export async function staffCall(page: Page, shopUrl: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', pathname: string, body?: unknown): Promise<unknown> {
  const csrf = (await page.context().cookies(shopUrl)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(`${shopUrl}${pathname}`, {
    method,
    headers: { 'x-csrftoken': csrf, 'content-type': 'application/json', referer: `${shopUrl}/` },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok(), `${method} ${pathname}: ${response.status()} ${await response.text()}`);
  return response.json();
}
