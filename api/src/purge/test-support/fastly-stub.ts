import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StubAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A local HTTP server in Fastly's place: records every call as it arrived and answers with
 * what the test queued (200 `{"status":"ok"}` when nothing is queued), as Fastly's API would.
 */
export class FastlyStub {
  readonly calls: StubCall[] = [];
  private readonly answers: StubAnswer[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.calls.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = this.answers.shift() ?? { status: 200, body: JSON.stringify({ status: 'ok', id: 'purge-id' }) };
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  answerNext(...answers: StubAnswer[]): void {
    this.answers.push(...answers);
  }

  reset(): void {
    this.calls.length = 0;
    this.answers.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
