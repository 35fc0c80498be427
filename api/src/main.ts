import { buildApp } from './app';
import { developmentSecret } from './auth/development-secret';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { requireSellerIdentity } from './seller/require-seller-identity';

const say = (line: string) => console.log(`[shop] ${line}`);
const loaded = loadConfig();
const keepsSecret = !process.env.SECRET_KEY && process.env.NODE_ENV !== 'production';
const config = keepsSecret ? { ...loaded, secretKey: developmentSecret(loaded.dataDir) } : loaded;
say(`Market ${config.market}.`);
const { database } = await prepareDatabase(config, say);
try {
  await requireSellerIdentity(database.db, config.market);
} catch (error) {
  await database.close();
  console.error(`[shop] Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  say(`${signal}: closing the server, then the database…`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
say(`Serving the shop on http://localhost:${config.port}`);
