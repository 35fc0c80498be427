import type { AfterAnswer } from '../background/after-answer';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { ResponseCache } from '../response-cache/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Work started by a request that its answer does not wait for. */
    afterAnswer: AfterAnswer;
    /** In-memory cache of public GET answers; `purge` is what the CDN purge call will use. */
    responseCache: ResponseCache;
    /** Route name -> handler count, checked against the contract's allRoutes at start. */
    contractHandlers: Map<string, number>;
  }
}
