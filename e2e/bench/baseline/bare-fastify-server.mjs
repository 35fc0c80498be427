// The floor for API throughput figures: the same Fastify the shop runs, one route answering a
// fixed JSON body of the smart search's shape, no database, no session, no validation.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api/package.json');
const Fastify = createRequire(apiPackage)('fastify');

const result = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  label: `Apple iPhone ${index + 7}`,
  manufacturer: 'Apple',
  model: `iPhone ${index + 7}`,
  url: `/servis/mobilni-telefony/apple/apple-iphone-${index + 7}/`,
}));

const app = Fastify({ logger: false });
app.get('/bare/', async () => ({ result }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
