import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { INTEGER_MAX } from './input';
import { defineRoute } from './route';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { QualitySchema } from '../buyout/quality';
import { ENERGY_CLASSES } from '../energy-labels/energy-class';

// The shop's catalogue: category listings, the product page, search, favourites and the
// last-visited strip. Every product answer carries the spec's analytics product object
// fields (section 3, "Other fragments"), so a widget can report any product it shows.
// Decisions the spec leaves open are in docs/catalogue.md.

/** Whole currency units of the market (CZK or Lei): both markets show prices without decimals. */
const PriceSchema = v.pipe(v.number(), v.integer());

/** A search param that may repeat (`?manufacturer=1&manufacturer=2`) arrives as a string or a list. */
function repeatedParam<TItem extends v.GenericSchema<string, unknown>>(item: TItem, maxItems: number) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.maxLength(maxItems, 'max_length'),
    v.array(item),
  );
}

const wholeNumberParam = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'not_positive_number')), v.pipe(v.number(), v.integer('not_positive_number'))]),
  v.transform(Number),
  v.minValue(0, 'not_positive_number'),
);

const idParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'not_positive_number'), v.transform(Number), v.maxValue(INTEGER_MAX, 'max_value'));

const flagParam = v.pipe(
  v.union([v.picklist(['true', 'false', '1', '0']), v.boolean()], 'invalid'),
  v.transform((value) => value === true || value === 'true' || value === '1'),
);

/** Product codes and seo names are slugs: what URLs carry and what the cart posts. */
const CodeSchema = v.pipe(v.string('required'), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'invalid'));
const SeoNameSchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'invalid'));

export const CONDITIONS = ['new', 'used'] as const;
export const ConditionSchema = v.picklist(CONDITIONS, 'invalid');
export type Condition = v.InferOutput<typeof ConditionSchema>;

/**
 * Orderings of a listing, DRF style: popular (most sold first), cheapest, most expensive,
 * newest. The first is the default.
 */
export const LISTING_ORDERINGS = ['-popularity', 'price', '-price', '-created_at'] as const;
export type ListingOrdering = (typeof LISTING_ORDERINGS)[number];
export const DEFAULT_LISTING_ORDERING: ListingOrdering = '-popularity';

/** Search results add `relevance` (best match first, the default) to the listing's orderings. */
export const SEARCH_ORDERINGS = ['relevance', ...LISTING_ORDERINGS] as const;
export type SearchOrdering = (typeof SEARCH_ORDERINGS)[number];

/** A list of at most this many codes can be asked for at once (tiles, favourites merge). */
export const PRODUCT_CODES_MAX = 60;
/** Spec C-R5: the last-visited list keeps the 4 newest codes. */
export const LAST_VISITED_LIMIT = 4;
/** Spec section 5: "Search needs at least 2 characters". */
export const CATALOGUE_SEARCH_MIN_LENGTH = 2;
export const SUGGEST_PRODUCTS_LIMIT = 6;
export const SUGGEST_CATEGORIES_LIMIT = 4;
export const ACCESSORIES_LIMIT = 8;

// ---------------------------------------------------------------------------------------------
// Products

/** A badge over the tile ("Novinka", "Akce"); `colour` is a CSS hex colour. */
export const ProductBadgeSchema = v.object({ code: v.string(), name: v.string(), colour: v.string() });
export type ProductBadge = v.InferOutput<typeof ProductBadgeSchema>;

/** A gift that comes with the product; `price` is what it would cost alone. */
export const ProductGiftSchema = v.object({ code: v.string(), name: v.string(), price: PriceSchema });
export type ProductGift = v.InferOutput<typeof ProductGiftSchema>;

/** A small icon beside the price ("free delivery", "extended warranty"). */
export const SpecialOfferIconSchema = v.object({ code: v.string(), name: v.string() });
export type SpecialOfferIcon = v.InferOutput<typeof SpecialOfferIconSchema>;

export const MasterProductSchema = v.object({
  id: v.number(),
  /** The model page's slug; reviews key on it. */
  seo_name: v.string(),
  /** "iPhone 13", without the manufacturer. */
  name: v.string(),
  manufacturer_id: v.number(),
  manufacturer_name: v.string(),
});
export type MasterProduct = v.InferOutput<typeof MasterProductSchema>;

/**
 * Where a product can come from, best first: a store shelf, the central warehouse,
 * the external supplier (ships in a few days, its own package in the cart), or nowhere.
 */
export const AVAILABILITIES = ['in_store', 'warehouse', 'supplier', 'sold_out'] as const;
export const AvailabilitySchema = v.picklist(AVAILABILITIES);
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

/**
 * One product as a tile shows it, plus the spec's analytics product object fields
 * (`code`, `long_name`, `short_name`, `price`, `common_price`, `type_device_name`,
 * `master_product.manufacturer_name`, `root_category_names`, `category_names`, `quality_name`,
 * `id`/`pk`, `meta_attributes_description`, `special_offers_product_badge`, `gifts`,
 * `special_offer_icons`). Names come in the market's language.
 */
export const EnergyLabelRefSchema = v.object({
  energy_class: v.picklist(ENERGY_CLASSES),
  /** The label as an SVG image. */
  label_url: v.string(),
  /** The product information sheet, a print-ready page. */
  sheet_url: v.string(),
});
export type EnergyLabelRef = v.InferOutput<typeof EnergyLabelRefSchema>;

export const ModelChoicesSchema = v.object({
  variant_count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The lowest price among the variants: "from N". */
  from_price: PriceSchema,
  /** One swatch per colour, linking to that colour's best variant. */
  colours: v.array(v.object({ name: v.string(), hex: v.string(), url: v.string() })),
  /** "128 GB", "256 GB", smallest first. */
  capacities: v.array(v.string()),
});
export type ModelChoices = v.InferOutput<typeof ModelChoicesSchema>;

export const ProductTileSchema = v.object({
  id: v.number(),
  /** The same as `id`; the analytics object accepts either. */
  pk: v.number(),
  code: v.string(),
  seo_name: v.string(),
  /** "Apple iPhone 13 128GB Midnight, used, grade A" */
  long_name: v.string(),
  /** "iPhone 13 128GB" */
  short_name: v.string(),
  price: PriceSchema,
  /**
   * The crossed-out price: by law (EU Omnibus) only the lowest price of the 30 days before `price_since`,
   * and only when higher than `price`; null otherwise. The server computes it (docs/markets.md).
   */
  common_price: v.nullable(PriceSchema),
  /** The lowest price of the 30 days before the current price took effect; null for a product without earlier prices. */
  lowest_price_30_days: v.nullable(PriceSchema),
  /** When the current price took effect (ISO 8601): the promotion's start, shown beside a crossed-out price. */
  price_since: v.string(),
  condition: ConditionSchema,
  /** Used devices only: the grade (spec section 4); null for new goods. */
  quality: v.nullable(QualitySchema),
  /** The analytics name of the grade: the same text as `quality`, or null. */
  quality_name: v.nullable(v.string()),
  /** The product type's code (`phones`, `tablets`, `smart-watches`, `accessories`). */
  type_device: v.string(),
  type_device_name: v.string(),
  master_product: MasterProductSchema,
  /** Names of the root categories the product sits under. */
  root_category_names: v.array(v.string()),
  /** Names of the categories the product is assigned to (leaves). */
  category_names: v.array(v.string()),
  /** The key attributes in one line: "128 GB, 6.1\", Midnight". */
  meta_attributes_description: v.string(),
  special_offers_product_badge: v.array(ProductBadgeSchema),
  gifts: v.array(ProductGiftSchema),
  special_offer_icons: v.array(SpecialOfferIconSchema),
  colour: v.nullable(v.object({ name: v.string(), hex: v.string() })),
  /** The first picture, a path on this shop's origin. */
  image_url: v.string(),
  availability: AvailabilitySchema,
  /** Null until the product has reviews. */
  rating: v.nullable(v.object({ average: v.number(), count: v.number() })),
  /** The product page's path in the market's slugs. */
  url: v.string(),
  /**
   * Phones and tablets: the EU energy class (Reg. (EU) 2023/1669), shown near the price, with the label
   * image and the product information sheet it opens; null for goods without a label.
   */
  energy_label: v.optional(v.nullable(EnergyLabelRefSchema)),
  /**
   * A category listing shows one tile per model: the tile is its best variant under the listing's filters and
   * ordering, and this says what else the model offers under the same filters. Absent elsewhere (search, lists).
   */
  model: v.optional(ModelChoicesSchema),
});
export type ProductTile = v.InferOutput<typeof ProductTileSchema>;

export const ProductImageSchema = v.object({ url: v.string(), alt: v.string() });
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

/** One row of the attributes table; `unit` is empty for attributes without one. */
export const ProductAttributeSchema = v.object({ code: v.string(), name: v.string(), value: v.string(), unit: v.string() });
export type ProductAttribute = v.InferOutput<typeof ProductAttributeSchema>;

export const StoreStockSchema = v.object({
  store_id: v.number(),
  store_name: v.string(),
  city: v.string(),
  quantity: v.pipe(v.number(), v.integer()),
  /** Spec C-R13: a store reservation is "ready in 30 minutes" when the store has it on the shelf. */
  ready_in_30_minutes: v.boolean(),
});
export type StoreStock = v.InferOutput<typeof StoreStockSchema>;

export const ProductStockSchema = v.object({
  stores: v.array(StoreStockSchema),
  central_warehouse: v.pipe(v.number(), v.integer()),
  /** Null when the external supplier does not carry the product. */
  external_supplier: v.nullable(v.object({ delivery_days: v.pipe(v.number(), v.integer()) })),
});
export type ProductStock = v.InferOutput<typeof ProductStockSchema>;

/** "Installments from N per month": the lowest monthly payment over the longest offered plan. */
export const InstallmentTeaserSchema = v.object({ months: v.number(), monthly_payment: PriceSchema });
export type InstallmentTeaser = v.InferOutput<typeof InstallmentTeaserSchema>;

/** Spec C-R12: "up to N % for your old device", linking to the buyout page with the type chosen. */
export const BuyoutBonusSchema = v.object({
  percent: v.number(),
  /** The buyout selector's type value (slug). */
  product_type: v.string(),
  /** The buyout page with the type preselected. */
  url: v.string(),
});
export type BuyoutBonus = v.InferOutput<typeof BuyoutBonusSchema>;

export const CategoryLinkSchema = v.object({ id: v.number(), name: v.string(), seo_name: v.string(), url_path: v.string() });
export type CategoryLink = v.InferOutput<typeof CategoryLinkSchema>;

/** A variant of the model the product page shows; `quality` null is a new piece. */
export const ProductVariantSchema = v.object({
  code: v.string(),
  seo_name: v.string(),
  short_name: v.string(),
  colour: v.nullable(v.object({ name: v.string(), hex: v.string() })),
  capacity: v.nullable(v.string()),
  quality: v.nullable(QualitySchema),
  price: PriceSchema,
  availability: AvailabilitySchema,
  url: v.string(),
});
export type ProductVariant = v.InferOutput<typeof ProductVariantSchema>;

export const ProductDetailSchema = v.object({
  ...ProductTileSchema.entries,
  images: v.array(ProductImageSchema),
  attributes: v.array(ProductAttributeSchema),
  /** Percent, e.g. 21. Prices include it. */
  vat_rate: v.number(),
  capacity: v.nullable(v.string()),
  /** An e-licence is delivered by e-mail and forms its own package in the cart. */
  is_e_licence: v.boolean(),
  stock: ProductStockSchema,
  installment: v.nullable(InstallmentTeaserSchema),
  buyout_bonus: v.nullable(BuyoutBonusSchema),
  /** The leaf category's path from the root, for the breadcrumb. */
  breadcrumb: v.array(CategoryLinkSchema),
  /**
   * Staff-written SEO texts in the request's language (product admin, docs/product-admin.md): plain
   * text, never HTML. Null (or absent) when staff wrote none; an empty field means "use the default".
   */
  seo: v.optional(v.nullable(v.object({ title: v.string(), description: v.string(), long_text: v.string() }))),
  /** Other variants of the same model (colours, capacities, new or a used grade): the variant picker's choices. */
  variants: v.array(ProductVariantSchema),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** A product page by its `seo_name`; 404 when the market has no such product. */
export const catalogueProductDetail = defineRoute({
  name: 'catalogue.product-detail',
  method: 'GET',
  path: '/api/new/catalogue/products/:seo_name/',
  auth: 'public',
  params: v.object({ seo_name: SeoNameSchema }),
  response: ProductDetailSchema,
});

/** Tiles for a list of codes in the order asked (last visited, favourites); unknown codes are left out. */
export const catalogueProductTiles = defineRoute({
  name: 'catalogue.product-tiles',
  method: 'GET',
  path: '/api/new/catalogue/product-tiles/',
  auth: 'public',
  query: v.object({ codes: repeatedParam(CodeSchema, PRODUCT_CODES_MAX) }),
  response: v.object({ results: v.array(ProductTileSchema) }),
});

/** Accessories that fit the product (its model first, then the type's best sellers), at most ACCESSORIES_LIMIT. */
export const catalogueRecommendedAccessories = defineRoute({
  name: 'catalogue.recommended-accessories',
  method: 'GET',
  path: '/api/new/catalogue/products/:seo_name/recommended-accessories/',
  auth: 'public',
  params: v.object({ seo_name: SeoNameSchema }),
  response: v.object({ results: v.array(ProductTileSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Category listing

/**
 * `attribute` filters of a `filterable` category, `<attribute code>:<value>`, e.g.
 * `attribute=storage:128`; values of one attribute are OR-ed, different attributes AND-ed.
 */
export const ATTRIBUTE_FILTER_PATTERN = /^([a-z0-9_]{1,40}):(.{1,80})$/;

export const ListingFiltersSchema = {
  manufacturer: v.optional(repeatedParam(idParam, 50)),
  price_min: v.optional(wholeNumberParam),
  price_max: v.optional(wholeNumberParam),
  condition: v.optional(repeatedParam(ConditionSchema, 2)),
  quality: v.optional(repeatedParam(QualitySchema, 5)),
  in_stock: v.optional(flagParam),
  attribute: v.optional(repeatedParam(v.pipe(textInput, v.regex(ATTRIBUTE_FILTER_PATTERN, 'invalid')), 40)),
};

export const CategoryListingQuerySchema = pagedQuerySchema(LISTING_ORDERINGS, {
  /** The category's `url_path` as the menu links it: `/mobilni-telefony/apple/`. */
  url_path: v.pipe(v.string('required'), v.regex(/^\/([a-z0-9-]+\/)+$/, 'invalid')),
  ...ListingFiltersSchema,
});
export type CategoryListingQuery = v.InferInput<typeof CategoryListingQuerySchema>;

const FacetCountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Counts per filter value. Each facet counts the products matching every other active
 * filter (so choosing Apple still shows how many Samsungs there are), over the whole category.
 */
export const ListingFacetsSchema = v.object({
  manufacturers: v.array(v.object({ id: v.number(), name: v.string(), count: FacetCountSchema })),
  conditions: v.array(v.object({ value: ConditionSchema, count: FacetCountSchema })),
  qualities: v.array(v.object({ value: QualitySchema, count: FacetCountSchema })),
  /** Lowest and highest price under the other filters; null when nothing matches. */
  price: v.nullable(v.object({ min: PriceSchema, max: PriceSchema })),
  in_stock: FacetCountSchema,
  /** Only in `filterable` categories. */
  attributes: v.array(
    v.object({
      code: v.string(),
      name: v.string(),
      unit: v.string(),
      values: v.array(v.object({ value: v.string(), count: FacetCountSchema })),
    }),
  ),
});
export type ListingFacets = v.InferOutput<typeof ListingFacetsSchema>;

export const ListingCategorySchema = v.object({
  ...CategoryLinkSchema.entries,
  filterable: v.boolean(),
  /** From the root to this category itself. */
  breadcrumb: v.array(CategoryLinkSchema),
  children: v.array(CategoryLinkSchema),
});
export type ListingCategory = v.InferOutput<typeof ListingCategorySchema>;

export const CategoryListingSchema = v.object({
  ...pagedResponseSchema(ProductTileSchema).entries,
  facets: ListingFacetsSchema,
  category: ListingCategorySchema,
});
export type CategoryListing = v.InferOutput<typeof CategoryListingSchema>;

/** The products of a category and its subcategories; 404 for an unknown or hidden category. */
export const catalogueCategoryListing = defineRoute({
  name: 'catalogue.category-listing',
  method: 'GET',
  path: '/api/new/catalogue/category-listing/',
  auth: 'public',
  query: CategoryListingQuerySchema,
  response: CategoryListingSchema,
});

// ---------------------------------------------------------------------------------------------
// Home page

/** Products per rail of the home page: two rows of a wide screen, a swipe or two on a phone. */
export const HOME_RAIL_LIMIT = 12;

export const HomeCategorySchema = v.object({
  ...CategoryLinkSchema.entries,
  /** The picture of the category's best seller. */
  image_url: v.string(),
  /** Models the category lists. */
  count: v.pipe(v.number(), v.integer()),
});
export type HomeCategory = v.InferOutput<typeof HomeCategorySchema>;

/**
 * What the home page sells, each rail one tile per model and only what can be had now: the top-level categories with
 * a picture, today's offers (largest discount off the 30-day lowest price first), best sellers (new goods) and used
 * devices (best grade first). Nothing personal: cached for everyone, purged with its products.
 */
export const catalogueHome = defineRoute({
  name: 'catalogue.home',
  method: 'GET',
  path: '/api/new/catalogue/home/',
  auth: 'public',
  response: v.object({
    categories: v.array(HomeCategorySchema),
    offers: v.array(ProductTileSchema),
    best_sellers: v.array(ProductTileSchema),
    used: v.array(ProductTileSchema),
    /** The buyout teaser's example: the newest model bought, at its best grade's price. */
    buyout_example: v.nullable(v.object({ model: v.string(), up_to: PriceSchema })),
    /** The service teaser's example: a repair of the newest model repaired, with its price. */
    service_example: v.nullable(v.object({ model: v.string(), repair: v.string(), price: PriceSchema })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Search

const searchTerm = v.pipe(
  textInput,
  v.trim(),
  v.minLength(CATALOGUE_SEARCH_MIN_LENGTH, 'min_length'),
  v.maxLength(100, 'max_length'),
);

export const SearchCategorySchema = v.object({
  ...CategoryLinkSchema.entries,
  /** "Mobilní telefony › Apple", to tell apart makers of different types. */
  label: v.string(),
});
export type SearchCategory = v.InferOutput<typeof SearchCategorySchema>;

/**
 * What the header suggests while typing: a few products and categories, best first. Case,
 * diacritics and small typos do not matter ("samsng", "iph"). 400 `{ term: [...] }` under 2 characters.
 */
export const catalogueSearchSuggest = defineRoute({
  name: 'catalogue.search-suggest',
  method: 'GET',
  path: '/api/new/catalogue/search/suggest/',
  auth: 'public',
  query: v.object({ term: searchTerm }, 'required'),
  response: v.object({ products: v.array(ProductTileSchema), categories: v.array(SearchCategorySchema) }),
});

/**
 * The listing's filters without attributes (they differ per kind), plus the kind of goods: a search spans
 * every category, so the kind is its first facet.
 */
const { attribute: _noAttributes, ...searchFilters } = ListingFiltersSchema;
export const SearchQuerySchema = pagedQuerySchema(SEARCH_ORDERINGS, { term: searchTerm, kind: v.optional(repeatedParam(idParam, 50)), ...searchFilters });
export type SearchQuery = v.InferInput<typeof SearchQuerySchema>;

/** A category listing's facets (attributes always empty) and the kinds of goods found, most first. */
export const SearchFacetsSchema = v.object({
  ...ListingFacetsSchema.entries,
  kinds: v.array(v.object({ id: v.number(), name: v.string(), count: FacetCountSchema })),
});
export type SearchFacets = v.InferOutput<typeof SearchFacetsSchema>;

export const SearchResultsSchema = v.object({
  ...pagedResponseSchema(ProductTileSchema).entries,
  /**
   * More products match than the search ranks (api SEARCH_CANDIDATES, 1000): `count` is that many, the pages and
   * the facets come from the first that many (docs/search.md). Absent means false.
   */
  count_capped: v.optional(v.boolean(), false),
  /** Counts under the term and every other active filter, like a category's. */
  facets: SearchFacetsSchema,
  /**
   * Empty unless nothing was found: then the categories that match part of the term (the kind
   * it names first), else the top-level ones, so the page offers a way on instead of nothing.
   */
  suggested_categories: v.array(SearchCategorySchema),
});
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;

/** The results page: every matching product, paged, best match first unless ordered otherwise. */
export const catalogueSearch = defineRoute({
  name: 'catalogue.search',
  method: 'GET',
  path: '/api/new/catalogue/search/',
  auth: 'public',
  query: SearchQuerySchema,
  response: SearchResultsSchema,
});

// ---------------------------------------------------------------------------------------------
// Favourites and last visited of a logged-in customer (anonymous visitors keep them in the browser)

/** A list of product codes from the browser, newest first. */
export const ProductCodesBodySchema = v.object({ codes: v.pipe(v.array(CodeSchema, 'required'), v.maxLength(PRODUCT_CODES_MAX, 'max_length')) });

/** A customer's favourite codes, newest first, each in this market. */
export const FavouriteCodesSchema = v.object({ codes: v.array(v.string()) });

export const catalogueFavourites = defineRoute({
  name: 'catalogue.favourites',
  method: 'GET',
  path: '/api/new/catalogue/favourites/',
  auth: 'session',
  response: v.object({ codes: v.array(v.string()), results: v.array(ProductTileSchema) }),
});

/** Adds one product; adding a favourite again changes nothing. 404 for an unknown code. */
export const catalogueFavouriteAdd = defineRoute({
  name: 'catalogue.favourite-add',
  method: 'POST',
  path: '/api/new/catalogue/favourites/',
  auth: 'session',
  body: v.object({ code: CodeSchema }),
  response: FavouriteCodesSchema,
});

export const catalogueFavouriteRemove = defineRoute({
  name: 'catalogue.favourite-remove',
  method: 'DELETE',
  path: '/api/new/catalogue/favourites/:code/',
  auth: 'session',
  params: v.object({ code: CodeSchema }),
  response: FavouriteCodesSchema,
});

/** At login: the browser's list joins the account's; unknown codes are skipped. */
export const catalogueFavouritesMerge = defineRoute({
  name: 'catalogue.favourites-merge',
  method: 'POST',
  path: '/api/new/catalogue/favourites/merge/',
  auth: 'session',
  body: ProductCodesBodySchema,
  response: FavouriteCodesSchema,
});

export const LastVisitedSchema = v.object({ codes: v.array(v.string()), results: v.array(ProductTileSchema) });
export type LastVisited = v.InferOutput<typeof LastVisitedSchema>;

/** The account's last-visited codes in this market, newest first, with their tiles. */
export const catalogueLastVisited = defineRoute({
  name: 'catalogue.last-visited',
  method: 'GET',
  path: '/api/new/catalogue/last-visited/',
  auth: 'session',
  response: LastVisitedSchema,
});

/**
 * Replaces the list with the browser's, newest first; the server keeps the first
 * LAST_VISITED_LIMIT distinct known codes (spec C-R5).
 */
export const catalogueLastVisitedReplace = defineRoute({
  name: 'catalogue.last-visited-replace',
  method: 'PUT',
  path: '/api/new/catalogue/last-visited/',
  auth: 'session',
  body: ProductCodesBodySchema,
  response: LastVisitedSchema,
});
