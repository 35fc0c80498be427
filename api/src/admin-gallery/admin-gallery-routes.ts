import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/contract/common';
import {
  GALLERY_PHOTO_MAX_BYTES,
  adminFileSetCreate,
  adminFileSetDelete,
  adminFileSetList,
  adminFileSetRename,
  adminPhotoDelete,
  adminPhotoList,
  adminPhotoUpdate,
  adminPhotoUpload,
  galleryPhotoFileUrl,
  type AdminFileSet,
  type AdminPhoto,
} from '@shop/shared/contract/admin-gallery';
import type { Db } from '../db/database';
import { galleryPhotoFiles } from '../db/schema/admin-ops';
import { categories } from '../db/schema/categories';
import { fileSets, photos } from '../db/schema/category-admin';
import { detailError, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { checkedImage } from './image-check';

// The outer row's id is written with its table: in a one-table select drizzle prints `${fileSets.id}` as a bare "id",
// which inside the subquery would be the subquery's own table's id.
const photoCount = sql<number>`(select count(*)::int from ${photos} p where p.file_set_id = ${sql.raw('"file_sets"."id"')})`;
const usedBy = sql<number>`(select count(*)::int from ${categories} c where c.photo_id = ${sql.raw('"photos"."id"')})`;

const photoColumns = { id: photos.id, url: photos.url, alt_cs: photos.alt, alt_ro: photos.altRo, used_by: usedBy };

async function readFileSet(db: Db, id: number, locale: Locale): Promise<AdminFileSet> {
  const [row] = await db.select({ id: fileSets.id, name: fileSets.name, photo_count: photoCount }).from(fileSets).where(eq(fileSets.id, id));
  if (!row) throw detailError(404, translate(locale, 'api.not_found'));
  return { ...row, photo_count: Number(row.photo_count) };
}

async function readPhoto(db: Db, id: number, locale: Locale): Promise<AdminPhoto> {
  const [row] = await db.select(photoColumns).from(photos).where(eq(photos.id, id));
  if (!row) throw detailError(404, translate(locale, 'api.not_found'));
  return { ...row, used_by: Number(row.used_by) };
}

/** SQLSTATE 23503 as PGlite and node-postgres report it; drizzle may wrap it in `cause`. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

export function registerAdminGalleryRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;

  registerRoute(app, adminFileSetList, ({ query }) => {
    const where = query.term ? ilike(fileSets.name, likePattern(query.term)) : undefined;
    const ordering = query.ordering ?? 'name';
    const direction = ordering.startsWith('-') ? desc : asc;
    const column = ordering.endsWith('name') ? fileSets.name : fileSets.id;
    return pagedList(
      query,
      async () => (await db().select({ rows: count() }).from(fileSets).where(where))[0]?.rows ?? 0,
      async (limit, offset) =>
        (await db().select({ id: fileSets.id, name: fileSets.name, photo_count: photoCount }).from(fileSets).where(where).orderBy(direction(column), asc(fileSets.id)).limit(limit).offset(offset)).map(
          (row) => ({ ...row, photo_count: Number(row.photo_count) }),
        ),
    );
  });

  registerRoute(app, adminFileSetCreate, async ({ body, locale, reply }) => {
    const [row] = await db().insert(fileSets).values({ name: body.name }).returning({ id: fileSets.id });
    reply.code(201);
    return readFileSet(db(), row!.id, locale);
  });

  registerRoute(app, adminFileSetRename, async ({ params, body, locale }) => {
    const updated = await db().update(fileSets).set({ name: body.name }).where(eq(fileSets.id, params.id)).returning({ id: fileSets.id });
    if (updated.length === 0) throw detailError(404, translate(locale, 'api.not_found'));
    return readFileSet(db(), params.id, locale);
  });

  registerRoute(app, adminFileSetDelete, async ({ params, locale }) => {
    // One statement: a photo uploaded meanwhile keeps the set (the NOT EXISTS sees it), so no photo is deleted with it.
    const deleted = await db()
      .delete(fileSets)
      .where(and(eq(fileSets.id, params.id), sql`not exists (select 1 from ${photos} where ${photos.fileSetId} = ${fileSets.id})`))
      .returning({ id: fileSets.id });
    if (deleted.length === 0) {
      await readFileSet(db(), params.id, locale);
      throw detailError(409, translate(locale, 'gallery.file_set_not_empty'));
    }
    return { id: params.id };
  });

  registerRoute(app, adminPhotoList, async ({ params, query, locale }) => {
    await readFileSet(db(), params.id, locale);
    const where = eq(photos.fileSetId, params.id);
    const direction = query.ordering === '-id' ? desc : asc;
    return pagedList(
      query,
      async () => (await db().select({ rows: count() }).from(photos).where(where))[0]?.rows ?? 0,
      async (limit, offset) => (await db().select(photoColumns).from(photos).where(where).orderBy(direction(photos.id)).limit(limit).offset(offset)).map((row) => ({ ...row, used_by: Number(row.used_by) })),
    );
  });

  registerRoute(app, adminPhotoUpload, async ({ params, body, locale, reply }) => {
    await readFileSet(db(), params.id, locale);
    const image = checkedImage(body.data_base64, body.content_type);
    if ('problem' in image) {
      const message = image.problem === 'size' ? translate(locale, 'gallery.too_large', { kb: GALLERY_PHOTO_MAX_BYTES / 1024 }) : translate(locale, 'gallery.type_refused');
      throw validationError({ data_base64: [message] });
    }
    const id = await db()
      .transaction(async (tx) => {
        const [row] = await tx.insert(photos).values({ fileSetId: params.id, url: '', alt: body.alt_cs, altRo: body.alt_ro }).returning({ id: photos.id });
        await tx.update(photos).set({ url: galleryPhotoFileUrl(row!.id) }).where(eq(photos.id, row!.id));
        await tx.insert(galleryPhotoFiles).values({ photoId: row!.id, contentType: image.type, bytes: image.bytes });
        return row!.id;
      })
      // The set was deleted since the check above: the same 404 as if it had been gone before.
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw detailError(404, translate(locale, 'api.not_found'));
        throw error;
      });
    reply.code(201);
    return readPhoto(db(), id, locale);
  });

  registerRoute(app, adminPhotoUpdate, async ({ params, body, locale }) => {
    const updated = await db().update(photos).set({ alt: body.alt_cs, altRo: body.alt_ro }).where(eq(photos.id, params.id)).returning({ id: photos.id });
    if (updated.length === 0) throw detailError(404, translate(locale, 'api.not_found'));
    return readPhoto(db(), params.id, locale);
  });

  registerRoute(app, adminPhotoDelete, async ({ params, locale }) => {
    // One statement, so a category picking the photo meanwhile either sees it gone or keeps it.
    const deleted = await db()
      .delete(photos)
      .where(and(eq(photos.id, params.id), sql`not exists (select 1 from ${categories} where ${categories.photoId} = ${photos.id})`))
      .returning({ id: photos.id });
    if (deleted.length === 0) {
      await readPhoto(db(), params.id, locale);
      throw detailError(409, translate(locale, 'gallery.photo_used'));
    }
    return { id: params.id };
  });

  // The image itself: public like every shop image; nosniff and a fixed raster type, so the bytes are never run as a page.
  app.get<{ Params: { id: string } }>('/api/new/gallery/photo-files/:id/', async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const [file] = id > 0 && id <= 2_147_483_647 ? await db().select().from(galleryPhotoFiles).where(eq(galleryPhotoFiles.photoId, id)) : [];
    if (!file) return reply.code(404).send({ detail: translate('cs', 'api.not_found') });
    return reply
      .header('Content-Type', file.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=86400')
      .send(file.bytes);
  });
}
