// Runs the browser specs with one shop per market that they share (each spec still has its own browser profile, so
// carts, sessions and consent stay apart), instead of a shop started and seeded for every spec. Specs that need a shop
// configured otherwise (mail catcher, partner origins, remote addresses) still start their own.
// Usage: node --import tsx support/run-specs.ts <folder | file>... [node test options...]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SHOPS_VARIABLE, startShop } from './shop-server';

const nodeTest = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/node-test.mjs');
const shops = { CZ: await startShop({ MARKET: 'CZ' }), RO: await startShop({ MARKET: 'RO' }) };
const handedOver = Object.fromEntries(Object.entries(shops).map(([market, shop]) => [market, { url: shop.url, dataDir: shop.dataDir }]));

const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, [nodeTest, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, [SHARED_SHOPS_VARIABLE]: JSON.stringify(handedOver) } });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
for (const [market, shop] of Object.entries(shops)) {
  // A shared shop's server errors would otherwise stay unseen: a failing spec may be explained by them.
  if (code !== 0) console.log(`\n--- the shared ${market} shop's output ---\n${shop.output()}`);
  await shop.stop();
}
process.exit(code);
