import { createServer, type Server } from 'node:http';

export interface PartnerSite {
  /** `http://localhost:<port>`: another site than the shop's `http://127.0.0.1:<port>`, so cookies and CORS are really cross-site. */
  origin: string;
  /** Serves `html` at `path` from now on; returns the page's URL. */
  page(path: string, html: string): string;
  /** Serves a script at `path` (a benchmark's baseline bundle); returns its URL. */
  script(path: string, source: Buffer | string): string;
  stop(): Promise<void>;
}

/** A partner's web server: plain HTML pages on a second origin, nothing of the shop's. */
export async function startPartnerSite(): Promise<PartnerSite> {
  const files = new Map<string, { body: Buffer | string; type: string }>();
  const server: Server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://localhost:${address.port}`;
  return {
    origin,
    page(path, html) {
      files.set(path, { body: html, type: 'text/html; charset=utf-8' });
      return `${origin}${path}`;
    },
    script(path, source) {
      files.set(path, { body: source, type: 'text/javascript; charset=utf-8' });
      return `${origin}${path}`;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The hostile global CSS of the issue: it must neither reach the widget nor be undone by it. */
export const HOSTILE_CSS = '* { font: 40px serif !important; color: red !important } button { display: none }';

export interface EmbedAttributes {
  locale: 'cs' | 'ro';
  market: 'CZ' | 'RO';
  /** The shop's origin. */
  api: string;
  /** `data-analytics-consent`: what the partner's own consent tool says about its visitor. */
  analyticsConsent?: 'granted' | 'denied';
}

export function widgetTag({ locale, market, api, analyticsConsent }: EmbedAttributes, id = ''): string {
  const consent = analyticsConsent ? ` data-analytics-consent="${analyticsConsent}"` : '';
  return `<div${id ? ` id="${id}"` : ''} data-shop-widget="buyout" data-locale="${locale}" data-market="${market}" data-api="${api}"${consent}></div>`;
}

/** A partner page as the embedding docs tell partners to write it: the element(s) and one script tag. */
export function partnerPageHtml({ shopUrl, widgets, css = HOSTILE_CSS, dataLayer = true }: { shopUrl: string; widgets: string[]; css?: string; dataLayer?: boolean }): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Partner electronics store</title>
  <link rel="icon" href="data:,">
  <style>${css}</style>
  ${dataLayer ? '<script>window.dataLayer = [];</script>' : ''}
</head>
<body>
  <h1 id="partner-heading">Partner store</h1>
  <button id="partner-button" type="button">Partner button</button>
  <p id="partner-text">Sell us your old phone:</p>
  ${widgets.join('\n  ')}
  <script src="${shopUrl}/mf/mf-buyout/embed.js" async></script>
</body>
</html>`;
}
