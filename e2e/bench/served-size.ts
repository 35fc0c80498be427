import { request } from 'node:http';
import type { Page } from 'playwright-core';

/** What a browser on HTTPS sends; Chromium offers brotli only on secure origins, production is one. */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

export interface ServedFile {
  /** Path on the server, without origin or query. */
  path: string;
  /** Bytes of the body as the server sent it (compressed when it compressed). */
  wire: number;
  encoding: string;
}

/** The body of one GET exactly as the server sends it for `Accept-Encoding: br, gzip` (or `acceptEncoding`), without decoding. */
export function servedSize(url: string, acceptEncoding: string = BROWSER_ACCEPT_ENCODING): Promise<ServedFile> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let wire = 0;
      response.on('data', (chunk: Buffer) => (wire += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
        else resolve({ path: new URL(url).pathname, wire, encoding: String(response.headers['content-encoding'] ?? 'identity') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** URLs of every script the page fetched until `ready` resolved, in the order they were requested. */
export async function scriptUrlsLoadedBy(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') urls.push(sent.url());
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return urls;
}

export const sumWire = (files: readonly ServedFile[]) => files.reduce((total, file) => total + file.wire, 0);

/** `412.3f9a1c2b7d.js` and `412.0123456789.js` are the same file in two builds. */
export const withoutHash = (filePath: string) => filePath.replace(/[.-][0-9a-f]{8,}(?=\.[a-z0-9]+$)/i, '');
