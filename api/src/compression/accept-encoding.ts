export type Encoding = 'br' | 'gzip';

/** Ours first: brotli is smaller than gzip at the same cost to the browser. */
const SERVER_PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an `Accept-Encoding` header, or undefined for identity.
 * Honours `q=0` (refused) and the client's weights; on a tie the server's preference wins.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of SERVER_PREFERENCE) {
    if (weightOf(encoding) > 0 && (best === undefined || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}
