import type { Locale } from '@shop/shared/contract/common';
import { czechSeller, romanianSeller } from '@shop/shared/validation/sample-sellers';
import { pickDevice } from '@shop/api/src/buyout/test-support/buyout-requests';
import { sellOnlineBody } from '@shop/api/src/buyout/test-support/sellers';
import { CookieClient } from './cookie-client';

/**
 * The API tests' selector walk (`pickDevice`) over HTTP: it only asks `inject` for GETs, so a
 * fetch behind the same signature lets the e2e sell a device exactly as the API tests do.
 */
type ShopApp = Parameters<typeof pickDevice>[0];

function httpShop(baseUrl: string): ShopApp {
  const inject = async ({ url, headers }: { url: string; headers?: Record<string, string> }) => {
    const response = await fetch(`${baseUrl}${url}`, { headers });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown };
  };
  return { inject } as unknown as ShopApp;
}

/** A device sold online on the running shop (an accepted buyout offer): its id and the link its e-mail carries. */
export async function sellDevice(baseUrl: string, market: 'CZ' | 'RO', email: string): Promise<{ id: number; link: string }> {
  const locale: Locale = market === 'CZ' ? 'cs' : 'ro';
  const client = new CookieClient();
  await client.request(baseUrl, 'GET', '/api/new/auth/me/');
  const seller = { ...(market === 'CZ' ? czechSeller : romanianSeller), e_mail: email };
  const body = sellOnlineBody(await pickDevice(httpShop(baseUrl), { locale }), seller);
  const response = await client.request(baseUrl, 'POST', '/api/new/buyout/sell-online/', { body });
  if (response.status !== 201) throw new Error(`sell-online: ${response.status} ${await response.text()}`);
  const { id, location } = (await response.json()) as { id: number; location: string };
  return { id, link: location };
}
