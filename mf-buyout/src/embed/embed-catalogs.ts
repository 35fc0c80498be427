import type { CatalogLoader } from '@shop/shared/i18n/i18n-bridge';

/** A language the partner switches to at run time (`shop:locale`): its catalog is a chunk of its own. */
export const loadEmbedCatalog: CatalogLoader = (locale) =>
  locale === 'ro'
    ? import(/* webpackChunkName: "embed-locale-ro" */ './embed-catalog-ro').then((module) => module.messages)
    : import(/* webpackChunkName: "embed-locale-cs" */ './embed-catalog-cs').then((module) => module.messages);
