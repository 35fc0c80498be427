import { asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { galleryFileSets, galleryPhotos } from '@shop/shared/contract/gallery';
import { fileSets, photos } from '../db/schema/category-admin';
import { registerRoute } from '../http/register-route';

const FILE_SETS_LIMIT = 50;

/** The gallery calls the category form picks `photo_id` with (spec section 7). */
export function registerGalleryRoutes(app: FastifyInstance): void {
  const { db } = app.database;

  registerRoute(app, galleryFileSets, async ({ query }) => {
    const term = query.term.trim().replace(/[\\%_]/g, (match) => `\\${match}`);
    const rows = await db
      .select({ id: fileSets.id, name: fileSets.name, photo_count: count(photos.id) })
      .from(fileSets)
      .leftJoin(photos, eq(photos.fileSetId, fileSets.id))
      .where(term ? ilike(fileSets.name, `%${term}%`) : undefined)
      .groupBy(fileSets.id)
      .orderBy(asc(fileSets.name))
      .limit(FILE_SETS_LIMIT);
    return rows.map((row) => ({ ...row, photo_count: Number(row.photo_count) }));
  });

  registerRoute(app, galleryPhotos, async ({ params }) =>
    db.select({ id: photos.id, url: photos.url, alt: photos.alt }).from(photos).where(eq(photos.fileSetId, params.id)).orderBy(asc(photos.id)),
  );
}
