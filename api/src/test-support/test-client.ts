import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ClientRequest {
  method?: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Unsafe methods echo the csrftoken cookie in X-CSRFToken unless this is false. */
  csrf?: boolean;
}

/** A browser stand-in over `app.inject`: keeps cookies between calls and sends X-CSRFToken like the shared fetch client. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly locale?: Locale,
    /** The client's address, for routes whose per-client rate limit a test must not share. */
    private readonly ip?: string,
  ) {}

  async request({ method = 'GET', url, body, headers = {}, csrf = true }: ClientRequest): Promise<LightMyRequestResponse> {
    const allHeaders: Record<string, string> = { ...headers };
    if (this.locale) allHeaders['accept-language'] ??= this.locale;
    const csrfToken = this.cookies.get('csrftoken');
    if (method !== 'GET' && csrf && csrfToken) allHeaders['x-csrftoken'] ??= csrfToken;
    const options: InjectOptions = { method, url, headers: allHeaders, cookies: Object.fromEntries(this.cookies) };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    if (this.ip) options.remoteAddress = this.ip;
    const response = await this.app.inject(options);
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({ url, ...(headers ? { headers } : {}) });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url, body, ...(headers ? { headers } : {}) });
  }

  /** Gets a CSRF cookie (auth.me), then logs in; the response tells whether it worked. */
  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('csrftoken')) await this.get('/api/new/auth/me/');
    return this.post('/api/new/auth/login/', { email, password });
  }
}
