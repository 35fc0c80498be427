import { createServer, type Server } from 'node:http';

/** A host that answers every request with 503: a remote whose deployment is down. */
export async function startUnavailableHost(): Promise<{ url: string; hits: () => number; stop: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((_request, response) => {
    hits += 1;
    response.writeHead(503, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    response.end('Service Unavailable');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    hits: () => hits,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
