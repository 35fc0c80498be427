import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The floor of the throughput benchmarks, run as its own process like the shop:
 * a bare Fastify with one GET route answering a fixed JSON body (the appraisal form's own
 * answer or the search's, passed in a file), with no database, validation, session or i18n. Prints its port.
 */
const apiPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/package.json');
/** The little of Fastify used here; e2e does not depend on fastify, so it is typed by hand. */
interface BareApp {
  get(path: string, handler: () => Promise<unknown>): void;
  listen(options: { port: number; host: string }): Promise<string>;
  server: Server;
}
// Take the api's fastify, so both sides run the same version.
const { default: Fastify } = (await import(createRequire(apiPackage).resolve('fastify'))) as { default: (options: { logger: boolean }) => BareApp };
const { readFileSync } = await import('node:fs');

const body = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/bare/:slug/', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PORT ${typeof address === 'object' && address ? address.port : ''}`);
