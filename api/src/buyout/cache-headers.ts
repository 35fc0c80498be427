import type { FastifyReply } from 'fastify';
import { addVary } from '../http/cdn-cache';

/**
 * Appraisals: browsers must not keep them (after a 409 the widget reloads the form and must
 * get the new prices), a CDN may for a minute. A price change bumps the version and should
 * purge the `buyout-appraisal` surrogate key; until then a stale copy only costs a 409.
 */
export const APPRAISAL_SURROGATE_KEY = 'buyout-appraisal';

export function applyAppraisalCache(reply: FastifyReply): void {
  reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
  reply.header('Surrogate-Control', 'max-age=60');
  reply.header('Surrogate-Key', APPRAISAL_SURROGATE_KEY);
  addVary(reply, 'Accept-Language');
}

/** A sold buyout holds personal data: kept by nobody. */
export function applyPrivateNoStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}
