import * as v from 'valibot';
import { catalogueCategoryListing, catalogueProductDetail, type CategoryLink, type ProductDetail } from '@shop/shared/contract/catalogue';
import type { Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';

/** An answer the page was rendered from, checked with its route's schema (the dehydrated cache holds it as sent). */
function answerOf<S extends v.GenericSchema>(queries: readonly unknown[], routeName: string, schema: S): v.InferOutput<S> | undefined {
  for (const query of queries) {
    const entry = query as { queryKey?: unknown[]; state?: { data?: unknown; status?: string } };
    if (entry.queryKey?.[0] !== routeName || entry.state?.status !== 'success') continue;
    const parsed = v.safeParse(schema, entry.state.data);
    if (parsed.success) return parsed.output;
  }
  return undefined;
}

export const productOf = (queries: readonly unknown[]) => answerOf(queries, catalogueProductDetail.name, catalogueProductDetail.response);
export const listingOf = (queries: readonly unknown[]) => answerOf(queries, catalogueCategoryListing.name, catalogueCategoryListing.response);

const CURRENCY: Record<Market, string> = { CZ: 'CZK', RO: 'RON' };

/** schema.org's availability for ours: in a store or the warehouse is in stock, from the supplier is back order. */
const AVAILABILITY = {
  in_store: 'https://schema.org/InStock',
  warehouse: 'https://schema.org/InStock',
  supplier: 'https://schema.org/BackOrder',
  sold_out: 'https://schema.org/OutOfStock',
} as const;

function breadcrumbList(origin: string, links: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: links.map((link, index) => ({ '@type': 'ListItem', position: index + 1, name: link.name, item: `${origin}${link.url}` })),
  };
}

const categoryCrumbs = (links: readonly CategoryLink[]) => links.map((link) => ({ name: link.name, url: link.url_path }));

/**
 * `Product` with its `Offer` (the page's price, in the market's currency; used goods as `UsedCondition`), for search
 * engines and comparison sites, which read the HTML and not the app.
 */
export function productJsonLd(product: ProductDetail, market: Market, origin: string) {
  const url = `${origin}${product.url}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.long_name,
      sku: product.code,
      image: product.images.length > 0 ? product.images.map((image) => `${origin}${image.url}`) : [`${origin}${product.image_url}`],
      ...(product.seo?.description ? { description: product.seo.description } : {}),
      brand: { '@type': 'Brand', name: product.master_product.manufacturer_name },
      ...(product.rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count } } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: product.price,
        priceCurrency: CURRENCY[market],
        availability: AVAILABILITY[product.availability],
        itemCondition: product.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      },
    },
    breadcrumbList(origin, [...categoryCrumbs(product.breadcrumb), { name: product.long_name, url: product.url }]),
  ];
}

/** A listing's path from the root category, as `BreadcrumbList`. */
export function listingJsonLd(listing: { category: { breadcrumb: CategoryLink[] } }, origin: string) {
  return [breadcrumbList(origin, categoryCrumbs(listing.category.breadcrumb))];
}

/** The home page: who runs the shop, and how to search it (a sitelinks search box). */
export function homeJsonLd(market: Market, origin: string, shopName: string) {
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name: shopName, url: `${origin}/` },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shopName,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${pagePath(market, 'search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
