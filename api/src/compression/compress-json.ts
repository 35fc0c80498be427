import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { addVary } from '../http/cdn-cache';
import { preferredEncoding } from './accept-encoding';

/** Below this a compressed answer saves less than its extra headers cost. */
export const COMPRESS_JSON_MIN_BYTES = 1024;

/** Fast levels: answers are compressed per request, so speed beats the last few percent. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Compresses API JSON answers on the fly when the client accepts brotli or gzip. Static files are
 * compressed at build time instead (compress-assets-plugin.cjs) and already carry Content-Encoding.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('Content-Encoding') || !/^application\/([a-z.+-]*\+)?json/.test(String(reply.getHeader('Content-Type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_JSON_MIN_BYTES) return payload;
    // Whether compressed or not, this answer depended on Accept-Encoding: a shared cache must know.
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('Content-Length');
    return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
  });
}
