import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categoriesAdd,
  categoriesAddProductCategories,
  categoriesDelete,
  categoriesDetail,
  categoriesList,
  categoriesManufacturers,
  categoriesMove,
  categoriesProductGrid,
  categoriesProductGridIds,
  categoriesProductTypes,
  categoriesRemoveProductCategories,
  categoriesTree,
  categoriesTypeCategories,
  categoriesTypeDevices,
  categoriesUpdate,
} from '@shop/shared/contract/categories';
import { manufacturers, productTypes } from '../db/schema/catalog';
import { typeDevices } from '../db/schema/catalogue';
import { categories } from '../db/schema/categories';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { depthFirst, loadNodes } from './admin-tree';
import { categoryDetail, findCategory } from './category-detail';
import { addCategory, deleteCategory, moveCategory, updateCategory, type WriteContext } from './category-writes';
import { purgeCategoryPages } from './category-purge';
import { treeAnswerCache } from './tree-answer';
import { preferredEncoding } from '../compression/accept-encoding';
import { addVary } from '../http/cdn-cache';
import { addProductCategories, removeProductCategories } from './product-assignment';
import { productGrid, productGridIds } from './product-grid';

/** Every Categories call of spec section 7 (checklist 3.3), staff only. */
export function registerCategoryRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const { market } = app.config;
  const writer = (locale: WriteContext['locale'], userId: number | null): WriteContext => ({ db, market, locale, userId });

  const treeAnswer = treeAnswerCache(db, market);
  registerRoute(app, categoriesTree, async ({ request, reply }) => {
    const kept = await treeAnswer();
    // A custom serializer sets no type, and the JSON compression hook only compresses typed JSON: without these
    // lines the 1.8 MB answer went out uncompressed. The kept compressed bytes go out as they are (the hook skips
    // an answer that already has an encoding).
    reply.type('application/json; charset=utf-8');
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    // Fastify sends a serializer's Buffer as it is; its types only name strings.
    // The kept bytes are the answer as columns, the contract's wire form; the nodes returned are what it reads as.
    reply.serializer(() => (encoding ? (kept.encoded(encoding) as unknown as string) : kept.json));
    return kept.answer;
  });

  registerRoute(app, categoriesList, async () =>
    depthFirst(await loadNodes(db, market)).map((node) => ({ id: node.id, name: node.name, parent: node.parent, url_path: node.url_path })),
  );

  registerRoute(app, categoriesTypeCategories, async () => {
    const nodes = depthFirst(await loadNodes(db, market));
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const types = await db.select({ id: categories.id, type: categories.typeDeviceId }).from(categories).where(eq(categories.market, market));
    const typeOf = new Map(types.map((row) => [row.id, row.type]));
    const label = (id: number): string => {
      const names: string[] = [];
      for (let node = byId.get(id); node; node = node.parent === null ? undefined : byId.get(node.parent)) names.unshift(node.name);
      return names.join(' › ');
    };
    return nodes.map((node) => ({ id: node.id, label: label(node.id), type_device: typeOf.get(node.id) ?? null }));
  });

  registerRoute(app, categoriesManufacturers, async () => db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)));

  registerRoute(app, categoriesTypeDevices, async ({ locale }) =>
    (await db.select().from(productTypes).orderBy(asc(productTypes.position), asc(productTypes.id))).map((row) => ({
      id: row.id,
      name: locale === 'cs' ? row.nameCs : row.nameRo,
    })),
  );

  registerRoute(app, categoriesDetail, async ({ params, locale }) => {
    const row = await findCategory(db, market, params.id);
    if (!row) throw detailError(404, translate(locale, 'categories.not_found'));
    return categoryDetail(db, row);
  });

  registerRoute(app, categoriesAdd, async ({ body, locale, user, reply }) => {
    const row = await addCategory(writer(locale, user?.id ?? null), body);
    await purgeCategoryPages(app, [row.id, ...(row.parentId === null ? [] : [row.parentId])]);
    reply.code(201);
    return categoryDetail(db, row);
  });

  registerRoute(app, categoriesUpdate, async ({ params, body, locale, user }) => {
    const { row, changed } = await updateCategory(writer(locale, user?.id ?? null), params.id, body);
    await purgeCategoryPages(app, changed);
    return categoryDetail(db, row);
  });

  registerRoute(app, categoriesMove, async ({ params, body, locale, user }) => {
    const changed = await moveCategory(writer(locale, user?.id ?? null), params.id, body.target, body.position);
    await purgeCategoryPages(app, changed);
    return { nodes: await loadNodes(db, market, changed) };
  });

  registerRoute(app, categoriesDelete, async ({ params, locale, user }) => {
    const { deleted, subtree, parentId } = await deleteCategory(writer(locale, user?.id ?? null), params.id);
    await purgeCategoryPages(app, [...subtree, ...(parentId === null ? [] : [parentId])]);
    return { deleted };
  });

  registerRoute(app, categoriesAddProductCategories, async ({ body, locale }) => {
    const changed = await addProductCategories(db, market, locale, body);
    await purgeCategoryPages(app, body.typeCategoryIds);
    return { changed };
  });

  registerRoute(app, categoriesRemoveProductCategories, async ({ body, locale }) => {
    const changed = await removeProductCategories(db, market, locale, body);
    await purgeCategoryPages(app, body.typeCategoryIds);
    return { changed };
  });

  registerRoute(app, categoriesProductGrid, async ({ query, locale }) => productGrid(db, market, locale, query));
  registerRoute(app, categoriesProductGridIds, async ({ query }) => productGridIds(db, market, query));

  registerRoute(app, categoriesProductTypes, async ({ locale }) =>
    (await db.select().from(typeDevices).orderBy(asc(typeDevices.id))).map((row) => ({ id: row.id, name: locale === 'cs' ? row.nameCs : row.nameRo })),
  );
}
