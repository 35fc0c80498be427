import type { FastifyInstance } from 'fastify';

export function registerEnergyLabelRoutes(app: FastifyInstance): void {
  void app;
}
