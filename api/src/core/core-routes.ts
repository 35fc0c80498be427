import type { FastifyInstance } from 'fastify';
import { coreConfig } from '@shop/shared/contract/core';
import { registerRoute } from '../http/register-route';
import { configBody } from './config-body';

export function registerCoreRoutes(app: FastifyInstance): void {
  registerRoute(app, coreConfig, () => configBody(app.config.market), { cdnCache: { maxAge: 300, keys: ['config'] } });
}
