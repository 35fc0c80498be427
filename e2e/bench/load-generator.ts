import http from 'node:http';

export interface LoadOptions {
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** Sent with every request besides Accept and Accept-Language, e.g. a staff session's cookie. */
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * The one load generator of the throughput benchmarks, so a route and its baseline are measured
 * the same way: `connections` keep-alive clients request back to back (request n asks for
 * `urlOf(n)`), first for `warmupMs` uncounted, then for `durationMs` with each latency recorded.
 */
export async function load(urlOf: (index: number) => string, { connections, warmupMs, durationMs, headers = {} }: LoadOptions): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (url: string) =>
    new Promise<number>((resolve) => {
      const request = http.get(url, { agent, headers: { Accept: 'application/json', 'Accept-Language': 'cs', ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      // A reset connection (a server closing an idle keep-alive socket as it is reused, on a loaded machine) is an
      // error in the table, not the end of the run: status 0.
      request.on('error', () => resolve(0));
    });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      const status = await get(urlOf(counter++));
      if (!record) continue;
      if (status !== 200) errors++;
      else latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  const warmEnd = Date.now() + warmupMs;
  await Promise.all(Array.from({ length: connections }, () => run(warmEnd, false)));
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, () => run(started + durationMs, true)));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    requestsPerSecond: sorted.length / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
  };
}

/** One table for throughput figures, each row against the first (the baseline). */
export function printLoadTable(rows: readonly ({ what: string } & LoadFigures)[]): void {
  const baseline = rows[0]!;
  console.log(`${'what'.padEnd(46)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s vs base'.padStart(15)}`);
  for (const row of rows) {
    console.log(
      `${row.what.padEnd(46)}${String(row.requests).padStart(10)}${String(row.errors).padStart(8)}${row.requestsPerSecond.toFixed(0).padStart(10)}${row.p50Ms.toFixed(2).padStart(9)}${row.p95Ms.toFixed(2).padStart(9)}${row.p99Ms.toFixed(2).padStart(9)}${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3).padStart(15)}`,
    );
  }
}
