import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareServer } from './bare-server';
import { load, printLoadTable, type LoadFigures } from './load-generator';
import { writeResults } from './results-file';
import { benchDatabases } from './bench-servers';

// Order submits per second through the whole route (validation, cart pricing, stock reservation,
// the order's transaction, the confirmation e-mail into the outbox), against the bare Fastify
// route of the other benches answering the same JSON from memory, measured in this run.

const CONNECTIONS = 16;
/** Below the submit's per-client limit (120 a minute): the bench is one client address. */
const ORDERS = 100;

/** A browser's cookies for one checkout. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      this.cookies.set(name!.trim(), value!.trim());
    }
  }
  get(name: string): string {
    return this.cookies.get(name) ?? '';
  }
}

async function call(base: string, jar: Jar, method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'Accept-Language': 'cs', Cookie: jar.header(), 'Content-Type': 'application/json', 'X-CSRFToken': jar.get('csrftoken') },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  jar.take(response);
  return response;
}

function submitBody(token: string) {
  return {
    type_payment: 'bank_transfer',
    order_billing_address: { first_name: 'Jana', last_name: 'Nováková', address: 'Karlova 12', city: 'Praha', postcode: '110 00', phone: '601 123 456', email: `bench${token}@example.cz` },
    order_info: { consent_to_terms_of_service: true },
    token: `bench-submit-${token}`,
    type_delivery_code: 'courier',
  };
}

/** Carts with one product each, ready to submit. */
async function filledCarts(base: string, count: number): Promise<Jar[]> {
  const tiles = (await (await fetch(`${base}/api/new/catalogue/search/?term=samsung&page_size=48`, { headers: { 'Accept-Language': 'cs' } })).json()) as { results: { id: number }[] };
  const jars: Jar[] = [];
  for (let index = 0; jars.length < count && index < count * 4; index++) {
    const jar = new Jar();
    await call(base, jar, 'GET', '/api/new/auth/me/');
    const added = await call(base, jar, 'POST', '/api/new/cart/add-product/', { product: tiles.results[index % tiles.results.length]!.id });
    if (added.ok) jars.push(jar);
  }
  return jars;
}

async function submitAll(base: string, jars: Jar[]): Promise<{ seconds: number; ok: number; refused: number }> {
  let next = 0;
  let ok = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < jars.length) {
        const index = next++;
        const response = await call(base, jars[index]!, 'POST', '/api/new/orders/submit/', submitBody(`${Date.now()}-${index}`));
        await response.arrayBuffer();
        if (response.ok) ok += 1;
        else refused += 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, ok, refused };
}

export async function benchSubmitThroughput() {
  const rows: { what: string; submitsPerSecond: number; ok: number; refused: number }[] = [];
  let baseline: LoadFigures | undefined;
  for (const database of benchDatabases()) {
    const shop = await database.start({});
    try {
      const jars = await filledCarts(shop.url, ORDERS);
      const result = await submitAll(shop.url, jars);
      rows.push({ what: `order submit, ${database.name}`, submitsPerSecond: result.ok / result.seconds, ok: result.ok, refused: result.refused });
      if (!baseline) {
        const workDir = await mkdtemp(path.join(tmpdir(), 'bench-submit-'));
        try {
          const bodyFile = path.join(workDir, 'order.json');
          await writeFile(bodyFile, JSON.stringify({ order_number: 'E123456789', access: 'x'.repeat(43), payment_url: null, thank_you_url: '/dekujeme/', total: 1000 }));
          const bare = await startBareServer(bodyFile);
          try {
            baseline = await load((index) => `${bare.url}/bare/${index}/`, { connections: CONNECTIONS, warmupMs: 1_000, durationMs: 4_000 });
          } finally {
            await bare.stop();
          }
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      }
    } finally {
      await shop.stop();
    }
  }
  console.log(`\nOrder submit throughput, ${CONNECTIONS} concurrent clients, ${ORDERS} carts`);
  printLoadTable([{ what: 'baseline: bare Fastify, same JSON from memory', ...baseline! }]);
  for (const row of rows) {
    console.log(`${row.what}: ${row.submitsPerSecond.toFixed(1)} submits/s (${row.ok} orders, ${row.refused} refused), ${(row.submitsPerSecond / baseline!.requestsPerSecond).toFixed(4)}x the bare route`);
  }
  console.log(`results: ${writeResults('submit-throughput', { connections: CONNECTIONS, orders: ORDERS, baseline, rows })}`);
}
