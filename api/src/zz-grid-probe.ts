import { openDatabase } from './db/open-database';
import { orderDeskRows } from './orders/desk/desk-list';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' } as never);
if (process.argv[2] === 'migrate') { await database.migrate(); await database.close(); process.exit(0); }
const queries: [string, Record<string, string>][] = [
  ['default', {}], ['oldest', { ordering: 'created_at' }], ['total p50', { ordering: '-total', page: '50' }], ['total asc', { ordering: 'total' }],
  ['state', { status: 'packed' }], ['payment', { payment_status: 'not_paid' }], ['state+payment', { status: 'delivered', payment_status: 'not_paid' }],
  ['nomatch', { status: 'processing', payment_status: 'paid' }], ['delivery', { delivery_status: 'picking' }], ['delivery+state', { delivery_status: 'packed', status: 'new' }],
  ['7d', { window: '7', ordering: 'created_at' }], ['90d+pay', { window: '90', payment_status: 'paid' }],
  ['email', { search: 'bench4242' }], ['name', { search: 'zákazník4242' }], ['lucie', { search: 'lucie' }], ['phone', { search: '+420 600 042 424' }], ['number', { search: 'B000042424' }],
];
for (const [what, query] of queries) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const page = await orderDeskRows(database.db, 'CZ', { page: Number(query.page ?? 1), page_size: 25, ...query } as never);
    times.push(performance.now() - started);
    count = page.count;
  }
  times.sort((a, b) => a - b);
  console.log(what.padEnd(16), 'count', String(count).padStart(6), 'median ms', times[3]!.toFixed(1), 'max', times[6]!.toFixed(1));
}
await database.close();
