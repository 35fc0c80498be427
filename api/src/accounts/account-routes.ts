import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from './address-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerPersonalDataRoutes } from './personal-data-routes';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSummaryRoute } from './summary/summary-route';

/** Customer accounts: registration, passwords, personal data, addresses, summary (docs/accounts.md). */
export function registerAccountRoutes(app: FastifyInstance): void {
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerPersonalDataRoutes(app);
  registerAddressRoutes(app);
  registerSummaryRoute(app);
}
