/**
 * A browser stand-in over fetch that keeps its cookies while its requests go to different servers of one shop (as
 * a reverse proxy without sticky sessions would send them), and echoes the csrftoken cookie in X-CSRFToken.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();

  /** `language`: the Accept-Language it sends, the language an order placed through it is in (and its mails). */
  constructor(private readonly language: 'cs' | 'ro' = 'cs') {}

  async request(baseUrl: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', pathname: string, options: { body?: unknown; csrf?: string | false } = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': this.language };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = options.csrf === undefined ? this.cookies.get('csrftoken') : options.csrf;
    if (method !== 'GET' && csrf) headers['x-csrftoken'] = csrf;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${pathname}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (split <= 0) continue;
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
