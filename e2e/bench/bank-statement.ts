import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBareServer } from './bare-server';
import { startShopOnPostgres } from './bench-servers';
import { writeResults } from './results-file';
import { CookieClient } from '../support/cookie-client';
import { repoRoot, staffLogin, startShop, type ShopServer } from '../support/shop-server';

/** Issue #34: a statement as long as the import takes (STATEMENT_ROWS_MAX), every line naming another order. */
const LINES = 2_000;
/** Orders in the shop besides them, so the lookups run on an index of some size. */
const ORDERS = 20_000;
const RUNS = 7;
const SEED_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-orders-cli.ts');
const PREVIEW = '/api/new/orders/staff/bank-statements/preview/';

/**
 * Fio banka's CSV as its internet banking exports it, one incoming payment per seeded order `E100000001`… (variable
 * symbol 100000001…; the seed sets order g's total to 1,099 + g): nine in ten pay it exactly, the tenth part of it.
 */
function fioStatement(): string {
  const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');
  const header = 'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Poznámka;Zpráva pro příjemce;Typ';
  const rows = Array.from({ length: LINES }, (_, index) => {
    const order = index + 1;
    const amount = order % 10 === 0 ? 500 : 1_099 + order;
    return `"${30_000 + order}";"${day}";"${amount},00";"CZK";"123456789/0800";"Jan Novák";"0800";"Česká spořitelna";"";"${100_000_000 + order}";"";"";"Objednávka";"Bezhotovostní příjem"`;
  });
  return ['"Výpis z účtu";"2001234567/2010"', '', header, ...rows].join('\n');
}

interface Timing {
  what: string;
  runs: number;
  p50: number;
  max: number;
  bytes: number;
}

function timing(what: string, times: number[], bytes: number): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { what, runs: times.length, p50: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, bytes };
}

/** The shop with `ORDERS` seeded Czech orders: on the PostgreSQL server DATABASE_URL names, else on PGlite. */
async function seededShop(): Promise<{ shop: ShopServer; database: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { shop: await startShop({ MARKET: 'CZ', LOG_LEVEL: 'warn' }, { cliBeforeStart: [[SEED_SCRIPT, String(ORDERS), 'E1']] }), database: 'PGlite' };
  const shop = await startShopOnPostgres(serverUrl);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', SEED_SCRIPT, String(ORDERS), 'E1'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: shop.databaseUrl },
  });
  return { shop, database: 'PostgreSQL' };
}

/**
 * The bank statement preview (POST bank-statements.preview: read, match against the orders, answer every line) of a
 * 2,000-line Fio statement, one request at a time as staff send it, beside a bare Fastify route answering the same
 * JSON from memory, alternated in the same run. Figures, not assertions.
 */
export async function benchBankStatement() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-bank-statement-'));
  const { shop, database } = await seededShop();
  try {
    const staff = new CookieClient();
    await staff.request(shop.url, 'GET', '/api/new/auth/me/');
    const login = await staff.request(shop.url, 'POST', '/api/new/auth/login/', { body: { email: staffLogin.email, password: staffLogin.password } });
    if (login.status !== 200) throw new Error(`staff login: ${login.status} ${await login.text()}`);
    const body = { file_name: 'vypis.csv', content_type: 'text/csv', content: fioStatement() };
    const preview = async () => {
      const response = await staff.request(shop.url, 'POST', PREVIEW, { body });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`preview: ${response.status} ${text.slice(0, 300)}`);
      return text;
    };
    const answer = await preview();
    const outcomes = (JSON.parse(answer) as { lines: { outcome: string }[] }).lines.reduce<Record<string, number>>((sum, line) => ({ ...sum, [line.outcome]: (sum[line.outcome] ?? 0) + 1 }), {});
    if ((outcomes.match ?? 0) + (outcomes.amount_differs ?? 0) !== LINES) throw new Error(`the statement did not meet its orders: ${JSON.stringify(outcomes)}`);
    const bodyFile = path.join(workDir, 'preview.json');
    await writeFile(bodyFile, answer);
    const bare = await startBareServer(bodyFile);
    try {
      const times = { shop: [] as number[], bare: [] as number[] };
      for (let run = 0; run < RUNS; run++) {
        let started = performance.now();
        await preview();
        times.shop.push(performance.now() - started);
        started = performance.now();
        await (await fetch(`${bare.url}/bare/preview/`)).text();
        times.bare.push(performance.now() - started);
      }
      const rows = [timing('bare Fastify, the preview JSON (baseline)', times.bare, answer.length), timing(`${database}: preview of ${LINES.toLocaleString('en')} lines`, times.shop, answer.length)];
      console.log(`\nBank statement preview: a ${LINES.toLocaleString('en')}-line Fio statement (${Buffer.byteLength(body.content).toLocaleString('en')} bytes) matched against ${ORDERS.toLocaleString('en')} Czech orders, ${RUNS} runs one at a time; outcomes ${JSON.stringify(outcomes)}`);
      console.log(`${'what'.padEnd(48)}${'runs'.padStart(6)}${'p50 ms'.padStart(10)}${'max ms'.padStart(10)}${'answer bytes'.padStart(14)}${'p50 vs base'.padStart(13)}`);
      for (const row of rows) {
        console.log(`${row.what.padEnd(48)}${String(row.runs).padStart(6)}${row.p50.toFixed(1).padStart(10)}${row.max.toFixed(1).padStart(10)}${row.bytes.toLocaleString('en').padStart(14)}${(row.p50 / rows[0]!.p50).toFixed(1).padStart(13)}`);
      }
      console.log(`results: ${writeResults('bank-statement', { lines: LINES, orders: ORDERS, runs: RUNS, database, outcomes, rows })}`);
    } finally {
      await bare.stop();
    }
  } finally {
    await shop.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
