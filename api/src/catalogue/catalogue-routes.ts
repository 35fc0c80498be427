import type { FastifyInstance } from 'fastify';
import * as catalogue from '@shop/shared/contract/catalogue';
import type { RouteDef } from '@shop/shared/contract/route';
import { HttpError } from '../http/http-error';
import { registerRoute } from '../http/register-route';

/** Catalogue calls answer 501 until their handlers land, so the contract can be used already. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const routes = (Object.values(catalogue) as unknown[]).filter((value): value is RouteDef => typeof value === 'object' && value !== null && 'method' in value);
  for (const route of routes) {
    registerRoute(app, route, () => {
      throw new HttpError(501, { detail: 'Not implemented yet.' });
    });
  }
}
