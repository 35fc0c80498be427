import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';

let lastIp = 0;
/** A new client address per call, so the per-client rate limits only bite where a test asks for it. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export interface SendOptions {
  locale?: Locale;
  ip?: string;
  method?: 'POST' | 'PATCH';
  /** False leaves out the CSRF header. */
  csrf?: boolean;
}

/** A public unsafe call as the widget makes it: JSON, CSRF double submit, the user's language. */
export function send(app: FastifyInstance, url: string, body: unknown, { locale = 'cs', ip = freshIp(), method = 'POST', csrf = true }: SendOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: body as object,
    remoteAddress: ip,
    cookies: { csrftoken: 'test-csrf-token' },
    headers: { 'accept-language': locale, ...(csrf ? { 'x-csrftoken': 'test-csrf-token' } : {}) },
  });
}
