import { authLogin, authMe } from '@shop/shared/contract/auth';
import { CSRF_COOKIE, CSRF_HEADER } from '../auth/cookies';

/** A logged-in staff session against a running shop, as a browser would hold it: cookies plus the CSRF header. */
export class StaffClient {
  private readonly cookies = new Map<string, string>();

  private constructor(private readonly baseUrl: string) {}

  static async login(baseUrl: string, email: string, password: string): Promise<StaffClient> {
    const client = new StaffClient(baseUrl.replace(/\/+$/, ''));
    await client.call('GET', authMe.path);
    const answer = await client.call('POST', authLogin.path, { email, password });
    if (answer.status !== 200) throw new Error(`staff login as ${email} at ${baseUrl} failed (${answer.status}): ${JSON.stringify(answer.body)}`);
    return client;
  }

  async call(method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'cs' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${pathname}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      if (split > 0) this.cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
}
