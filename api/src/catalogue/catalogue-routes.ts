import type { FastifyInstance } from 'fastify';
import {
  catalogueCategoryListing,
  catalogueFavouriteAdd,
  catalogueHome,
  catalogueFavouriteRemove,
  catalogueFavourites,
  catalogueFavouritesMerge,
  catalogueLastVisited,
  catalogueLastVisitedReplace,
  catalogueProductDetail,
  catalogueProductTiles,
  catalogueRecommendedAccessories,
  catalogueSearch,
  catalogueSearchSuggest,
  SUGGEST_PRODUCTS_LIMIT,
} from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import { detailError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { applyCatalogueCache, applyPrivate, LISTING_MAX_AGE, PRODUCT_MAX_AGE, productKeys } from './catalogue-cache';
import { loadCategoryTree } from './category-tree';
import { categoryListing } from './listing/category-listing';
import { homeRails } from './home/home-rails';
import { registerPictureRoute } from './pictures/picture-route';
import { productDetail, productIdBySeoName } from './product/product-detail';
import { recommendedAccessoryIds } from './product/recommended-accessories';
import { addFavourites, favouritesOf, removeFavourite } from './saved/favourites';
import { lastVisitedOf, replaceLastVisited } from './saved/last-visited';
import { productIdsByCodes } from './saved/product-codes';
import { categoriesForNothingFound, suggestCategories } from './search/category-suggestions';
import { searchProducts } from './search/product-search';
import { filterConditions } from './listing/listing-filters';
import { planQuery } from './search/search-plan';
import { countZeroResults } from './search/zero-result-log';
import { loadTiles } from './tiles/product-tiles';

const notFound = (locale: Locale) => detailError(404, translate(locale, 'api.not_found'));

export function registerCatalogueRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const { market } = app.config;
  const tree = () => loadCategoryTree(db, market);
  const tiles = async (locale: Locale, ids: number[]) => loadTiles(db, market, locale, await tree(), ids);

  registerRoute(app, catalogueCategoryListing, async ({ query, locale, reply }) => {
    const categories = await tree();
    const category = categories.byUrlPath(query.url_path);
    if (!category) throw notFound(locale);
    const listing = await categoryListing(db, market, locale, categories, category, query);
    applyCatalogueCache(reply, LISTING_MAX_AGE, 'catalogue-listing', [`category-${category.id}`, ...productKeys(listing.results.map((tile) => tile.id))]);
    return listing;
  });

  registerRoute(app, catalogueHome, async ({ locale, reply }) => {
    const categories = await tree();
    const home = await homeRails(db, market, locale, categories);
    const shown = [...home.offers, ...home.best_sellers, ...home.used].map((tile) => tile.id);
    applyCatalogueCache(reply, LISTING_MAX_AGE, 'catalogue-home', [...home.categories.map((category) => `category-${category.id}`), ...productKeys(shown)]);
    return home;
  });

  registerRoute(app, catalogueProductDetail, async ({ params, locale, reply }) => {
    const detail = await productDetail(db, market, locale, await tree(), params.seo_name);
    if (!detail) throw notFound(locale);
    applyCatalogueCache(reply, PRODUCT_MAX_AGE, 'catalogue-product', productKeys([detail.id]));
    return detail;
  });

  registerRoute(app, catalogueProductTiles, async ({ query, locale, reply }) => {
    const ids = (await productIdsByCodes(db, market, query.codes)).map((product) => product.id);
    applyCatalogueCache(reply, LISTING_MAX_AGE, 'catalogue-tiles', productKeys(ids));
    return { results: await tiles(locale, ids) };
  });

  registerRoute(app, catalogueRecommendedAccessories, async ({ params, locale, reply }) => {
    const id = await productIdBySeoName(db, market, params.seo_name);
    if (id === undefined) throw notFound(locale);
    const ids = await recommendedAccessoryIds(db, market, id);
    applyCatalogueCache(reply, LISTING_MAX_AGE, 'catalogue-accessories', productKeys([id, ...ids]));
    return { results: await tiles(locale, ids) };
  });

  registerRoute(app, catalogueSearchSuggest, async ({ query, locale, reply }) => {
    const { plan, tree: categories } = await planQuery(db, market, query.term);
    // Side by side: the categories need the database only for names they have not stemmed yet.
    const [found, suggested] = await Promise.all([
      searchProducts(db, market, locale, categories, plan, { ordering: 'relevance', page: 1, pageSize: SUGGEST_PRODUCTS_LIMIT }),
      suggestCategories(db, market, categories, plan),
    ]);
    applyCatalogueCache(reply, LISTING_MAX_AGE, 'catalogue-search', []);
    return { products: found.products.map(({ tile }) => tile), categories: suggested };
  });

  registerRoute(app, catalogueSearch, async ({ query, locale, reply }) => {
    const { plan, tree: categories } = await planQuery(db, market, query.term);
    const filters = filterConditions(query, false);
    const found = await searchProducts(db, market, locale, categories, plan, {
      ordering: query.ordering ?? 'relevance',
      page: query.page,
      pageSize: query.page_size,
      filters,
      facets: true,
    });
    const nothing = found.count === 0 && filters.size === 0;
    const [suggested] = await Promise.all([
      nothing ? categoriesForNothingFound(db, market, categories, plan) : [],
      nothing ? countZeroResults(db, market, query.term) : undefined,
    ]);
    applyCatalogueCache(reply, LISTING_MAX_AGE, 'catalogue-search', []);
    return { count: found.count, count_capped: found.capped, facets: found.facets, results: found.products.map(({ tile }) => tile), suggested_categories: suggested };
  });

  registerRoute(app, catalogueFavourites, async ({ user, locale, reply }) => {
    const saved = await favouritesOf(db, market, user!.id);
    applyPrivate(reply);
    return { codes: saved.codes, results: await tiles(locale, saved.ids) };
  });

  registerRoute(app, catalogueFavouriteAdd, async ({ body, user, locale, reply }) => {
    if ((await addFavourites(db, market, user!.id, [body.code])) === 0) throw notFound(locale);
    applyPrivate(reply);
    return { codes: (await favouritesOf(db, market, user!.id)).codes };
  });

  registerRoute(app, catalogueFavouriteRemove, async ({ params, user, reply }) => {
    await removeFavourite(db, market, user!.id, params.code);
    applyPrivate(reply);
    return { codes: (await favouritesOf(db, market, user!.id)).codes };
  });

  registerRoute(app, catalogueFavouritesMerge, async ({ body, user, reply }) => {
    await addFavourites(db, market, user!.id, body.codes);
    applyPrivate(reply);
    return { codes: (await favouritesOf(db, market, user!.id)).codes };
  });

  registerRoute(app, catalogueLastVisited, async ({ user, locale, reply }) => {
    const saved = await lastVisitedOf(db, market, user!.id);
    applyPrivate(reply);
    return { codes: saved.codes, results: await tiles(locale, saved.ids) };
  });

  registerRoute(app, catalogueLastVisitedReplace, async ({ body, user, locale, reply }) => {
    const saved = await replaceLastVisited(db, market, user!.id, body.codes);
    applyPrivate(reply);
    return { codes: saved.codes, results: await tiles(locale, saved.ids) };
  });

  registerPictureRoute(app);
}
