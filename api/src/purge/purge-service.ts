import type { FastifyInstance } from 'fastify';
import type { PurgeBody, PurgeResponse } from '@shop/shared/contract/purge';
import type { Locale } from '@shop/shared/contract/common';
import type { AuthUser } from '../auth/sessions';
import { cachePurges } from '../db/schema/purge';
import { detailError, type HttpError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import type { PurgeTarget } from '../response-cache/response-store';
import type { CdnPurge, CdnPurger, CdnPurgeResult } from './fastly-client';

export interface PurgeJob {
  body: PurgeBody;
  /** The absolute URL for `mode: 'url'` (the shop's origin + path), else ''. */
  absoluteUrl: string;
  user: AuthUser;
  locale: Locale;
}

function localTarget(job: PurgeJob): PurgeTarget {
  if (job.body.mode === 'full') return { all: true };
  if (job.body.mode === 'url') return { url: job.absoluteUrl };
  return { keys: job.body.keys };
}

function cdnRequest(job: PurgeJob): CdnPurge {
  if (job.body.mode === 'full') return { kind: 'all' };
  if (job.body.mode === 'url') return { kind: 'url', url: job.absoluteUrl, soft: job.body.soft_purge };
  return { kind: 'keys', keys: job.body.keys, soft: job.body.soft_purge };
}

function cdnError(result: CdnPurgeResult, locale: Locale): HttpError | undefined {
  if (result.ok) return undefined;
  if (result.kind === 'rate_limited') return detailError(429, translate(locale, 'purge.cdn_rate_limited', { seconds: result.retryAfterSeconds }));
  if (result.kind === 'unreachable') return detailError(502, translate(locale, 'purge.cdn_unreachable', { message: result.message }));
  return detailError(502, translate(locale, 'purge.cdn_failed', { status: result.status, message: result.message }));
}

/**
 * The shop's own cache first (every API process, through the purge channel), then the CDN, so
 * the CDN never refills from a stale shop answer. Logged whatever the outcome; a CDN failure
 * is thrown after the log as 502 (429 on Fastly's rate limit) with Fastly's message.
 */
export async function runPurge(app: FastifyInstance, cdn: CdnPurger, job: PurgeJob): Promise<PurgeResponse> {
  const { body } = job;
  const localEntries = await app.responseCache.purge({ target: localTarget(job), soft: body.soft_purge });
  const result = await cdn.purge(cdnRequest(job));
  const error = cdnError(result, job.locale);
  await app.database.db.insert(cachePurges).values({
    userId: job.user.id,
    userEmail: job.user.email,
    mode: body.mode,
    keys: body.mode === 'key' ? [...body.keys] : [],
    url: job.absoluteUrl,
    soft: body.soft_purge,
    localEntries,
    cdnTarget: cdn.target,
    cdnCalls: result.calls,
    cdnError: error && 'detail' in error.body ? String(error.body.detail) : null,
  });
  app.log.info({ purge: { mode: body.mode, keys: body.keys.length, url: job.absoluteUrl, soft: body.soft_purge, by: job.user.id, localEntries, cdn: cdn.target, ok: result.ok } }, 'cache purged');
  if (error) throw error;
  return {
    mode: body.mode,
    keys: body.mode === 'key' ? [...body.keys] : [],
    url: job.absoluteUrl,
    soft_purge: body.soft_purge,
    local_entries: localEntries,
    cdn: { target: cdn.target, calls: result.calls },
  };
}
