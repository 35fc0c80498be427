import type { FastifyInstance } from 'fastify';
import { orderEFacturaSubmissions } from '@shop/shared/contract/market-law';
import { registerRoute } from '../http/register-route';

export function registerEFacturaRoutes(app: FastifyInstance): void {
  registerRoute(app, orderEFacturaSubmissions, async () => ({ submissions: [] }));
}
