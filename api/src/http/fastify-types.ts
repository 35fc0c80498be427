import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Route name -> handler count, checked against the contract's allRoutes at start. */
    contractHandlers: Map<string, number>;
  }
}
