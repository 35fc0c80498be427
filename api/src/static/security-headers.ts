import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { notFoundBody } from '../http/error-handling';

/**
 * The shop's pages load scripts, remote entries and API calls from their own origin, plus any
 * remote hosted elsewhere (REMOTE_URL_*, REMOTE_DEPLOY_BASE_URL). styled-components inject `<style>` tags at run time
 * and set no nonce, so styles need 'unsafe-inline'; scripts do not (the built pages have no
 * inline script and production builds no eval). The checkout asks the Payment Request API whether
 * Google Pay can pay; the browser then fetches Google's payment method manifest under the page's
 * connect-src, so Google Pay's two origins are allowed there (Google's Pay API CSP guidance). No page may be framed: the partner embed is a
 * script on the partner's page, under the partner's own CSP, not a frame of ours.
 */
export function pageContentSecurityPolicy(config: Config): string {
  const remoteUrls = [...Object.values(config.remoteUrlOverrides), ...(config.remoteDeployBaseUrl ? [config.remoteDeployBaseUrl] : [])];
  const remoteOrigins = [...new Set(remoteUrls.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin))];
  const own = ["'self'", ...remoteOrigins].join(' ');
  const googlePay = 'https://google.com/pay https://pay.google.com';
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `connect-src ${own} ${googlePay}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: https:`,
    `font-src ${own} data:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page policy with these inline scripts allowed by their hashes (`'sha256-…'`): React's reveal scripts in a
 * server-rendered page, which is cached and shared, so a per-response nonce is not possible.
 */
export function policyWithScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (_directive, sources: string) => `script-src ${sources} ${hashes.map((hash) => `'${hash}'`).join(' ')}`);
}

/**
 * On every answer: no MIME sniffing, no path (with its tokens, e.g. a buyout's status
 * link) in the Referer sent to other sites, and HSTS when PUBLIC_URL is https. On HTML pages also the CSP above and, for browsers
 * without frame-ancestors, X-Frame-Options.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pagePolicy = pageContentSecurityPolicy(app.config);
  const https = app.config.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Only for a shop served over https (PUBLIC_URL): a browser then never tries plain HTTP again for a year.
    // Without includeSubDomains, since other hosts of the domain may not serve https.
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      // A server-rendered page sets its own: this policy plus the hashes of React's inline scripts in it (api/src/ssr/).
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', pagePolicy);
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}

/** Production keeps `.map` files beside the build for error reporting, but does not serve them. */
export function refuseSourceMaps(app: FastifyInstance): void {
  if (app.config.serveSourceMaps) return;
  app.addHook('onRequest', async (request, reply) => {
    if ((request.url.split('?')[0] ?? '').endsWith('.map')) return reply.code(404).send(notFoundBody(request, app));
    return undefined;
  });
}
