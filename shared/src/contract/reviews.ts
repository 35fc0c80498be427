import * as v from 'valibot';
import { optionalBoundedText } from '../validation/field';
import { textInput } from '../validation/storable-text';
import { IdParamSchema, IsoDateSchema, wholeNumber } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';

// Product reviews (issue #11 reviews, checklist AT-R1..R6, OT-R1..R9, issue #15 review note).
// Decisions (who may review, what "verified" means, the products-samsung call): docs/reviews.md.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_PROS_CONS_MAX_LENGTH = 500;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_FULL_NAME_MAX_LENGTH = 100;
export const REVIEW_REASON_MAX_LENGTH = 500;
/** Reviews per page on the product page. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

export const REVIEW_STATUSES = ['pending', 'approved', 'disapproved'] as const;
export const ReviewStatusSchema = v.picklist(REVIEW_STATUSES, 'must_be_literal');
export type ReviewStatus = v.InferOutput<typeof ReviewStatusSchema>;

const SeoNameParam = v.pipe(textInput, v.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'invalid_link'));

export const ReviewRatingSchema = wholeNumber(REVIEW_RATING_MIN, REVIEW_RATING_MAX);

/** "Name and surname" (OT-R7): two words at least; the server says so in the spec's words. */
export function isFullName(text: string): boolean {
  return text.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2;
}

/** OT-R6 / AT-R4: rating, pros, cons, review text, full name. */
export const reviewFieldEntries = {
  rating: ReviewRatingSchema,
  pros: optionalBoundedText(REVIEW_PROS_CONS_MAX_LENGTH),
  cons: optionalBoundedText(REVIEW_PROS_CONS_MAX_LENGTH),
  text: optionalBoundedText(REVIEW_TEXT_MAX_LENGTH),
  full_name: v.pipe(v.nullish(textInput, ''), v.trim(), v.maxLength(REVIEW_FULL_NAME_MAX_LENGTH, 'max_length')),
};

export const ReviewFieldsSchema = v.object(reviewFieldEntries);
export type ReviewFields = v.InferOutput<typeof ReviewFieldsSchema>;
export type ReviewFieldsInput = v.InferInput<typeof ReviewFieldsSchema>;

export const SubmittedReviewSchema = v.object({ id: v.number(), status: ReviewStatusSchema });

/** OT-R1: a review of a model (master product) by its seo name. Public per spec L121; the handler asks for a purchase (docs/reviews.md). */
export const reviewSubmit = defineRoute({
  name: 'reviews.submit',
  method: 'POST',
  path: '/api/new/product-reviews/product-review/product-review/',
  auth: 'public',
  body: v.object({ ...reviewFieldEntries, master_product_seo_name: SeoNameParam }),
  response: SubmittedReviewSchema,
});

/** OT-R2: a review of one variant (`component_pk` = the product's id); it counts for the variant's model. */
export const reviewSubmitForProduct = defineRoute({
  name: 'reviews.submit-for-product',
  method: 'POST',
  path: '/api/new/product-reviews/product-review/product-review/:component_pk/',
  auth: 'public',
  params: v.object({ component_pk: IdParamSchema }),
  body: ReviewFieldsSchema,
  response: SubmittedReviewSchema,
});

export const REVIEW_BLOCKERS = ['not_signed_in', 'not_purchased', 'already_reviewed'] as const;

/** What the review form needs about the visitor for one model: may they review it, and the name to start with. */
export const ReviewUserDataSchema = v.object({
  can_review: v.boolean(),
  /** Why not, when `can_review` is false. */
  blocker: v.nullable(v.picklist(REVIEW_BLOCKERS)),
  full_name: v.string(),
});
export type ReviewUserData = v.InferOutput<typeof ReviewUserDataSchema>;

/** OT-R3 (public: an anonymous visitor gets `not_signed_in`). Never cached: it depends on the session. */
export const reviewUserData = defineRoute({
  name: 'reviews.user-data',
  method: 'GET',
  path: '/api/new/product-reviews/product-review/user-data-for-product-review/:master_product_seo_name/',
  auth: 'public',
  params: v.object({ master_product_seo_name: SeoNameParam }),
  response: ReviewUserDataSchema,
});

/** A purchased model the customer has not reviewed yet. */
export const ProductToReviewSchema = v.object({
  master_product_seo_name: v.string(),
  product_id: v.number(),
  product_seo_name: v.string(),
  name: v.string(),
  manufacturer_name: v.string(),
  order_number: v.string(),
  ordered_at: v.string(),
});
export type ProductToReview = v.InferOutput<typeof ProductToReviewSchema>;

/** OT-R5: the signed-in customer's purchased models still without their review, newest order first. */
export const reviewProductsFromOrders = defineRoute({
  name: 'reviews.products-from-orders',
  method: 'GET',
  path: '/api/new/product-reviews/user-profile/products-from-orders-to-review/',
  auth: 'session',
  response: v.object({ results: v.array(ProductToReviewSchema) }),
});

/** OT-R4 (meaning not in the spec, docs/reviews.md): the OT-R5 list narrowed to Samsung, for the manufacturer's review campaign. */
export const reviewProductsSamsung = defineRoute({
  name: 'reviews.products-samsung',
  method: 'GET',
  path: '/api/new/product-reviews/product-review/products-samsung/',
  auth: 'session',
  response: v.object({ results: v.array(ProductToReviewSchema) }),
});

export const PublishedReviewSchema = v.object({
  id: v.number(),
  rating: v.number(),
  pros: v.string(),
  cons: v.string(),
  text: v.string(),
  full_name: v.string(),
  /** Linked to an order of this shop's (docs/reviews.md). */
  verified_purchase: v.boolean(),
  created_at: v.string(),
});
export type PublishedReview = v.InferOutput<typeof PublishedReviewSchema>;

/** A model's approved reviews, newest first, with its average and count (null average without reviews). Cached; approving purges it. */
export const reviewsOfProduct = defineRoute({
  name: 'reviews.of-product',
  method: 'GET',
  path: '/api/new/product-reviews/product-review/reviews/:master_product_seo_name/',
  auth: 'public',
  params: v.object({ master_product_seo_name: SeoNameParam }),
  query: pagedQuerySchema(['-created_at'], {}),
  response: v.object({ ...pagedResponseSchema(PublishedReviewSchema).entries, average: v.nullable(v.number()) }),
});

export const StaffReviewSchema = v.object({
  id: v.number(),
  master_product_seo_name: v.string(),
  product_name: v.string(),
  rating: v.number(),
  pros: v.string(),
  cons: v.string(),
  text: v.string(),
  full_name: v.string(),
  email: v.string(),
  verified_purchase: v.boolean(),
  status: ReviewStatusSchema,
  disapproval_reason: v.string(),
  decided_by: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
  updated_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type StaffReview = v.InferOutput<typeof StaffReviewSchema>;

export const STAFF_REVIEW_ORDERINGS = ['created_at', '-created_at', 'rating', '-rating'] as const;

/** AT-R5 grid: the market's reviews, filtered by product (model name or seo name), status, rating and creation days (inclusive). */
export const reviewStaffList = defineRoute({
  name: 'reviews.staff-list',
  method: 'GET',
  path: '/api/new/product-reviews/admin/list/',
  auth: 'staff',
  query: pagedQuerySchema(STAFF_REVIEW_ORDERINGS, {
    product: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length'))),
    status: v.optional(ReviewStatusSchema),
    rating: v.optional(v.pipe(v.string(), v.regex(/^[1-5]$/, 'not_a_number'), v.transform(Number))),
    created_from: v.optional(IsoDateSchema),
    created_to: v.optional(IsoDateSchema),
  }),
  response: pagedResponseSchema(StaffReviewSchema),
});

export const reviewStaffDetail = defineRoute({
  name: 'reviews.staff-detail',
  method: 'GET',
  path: '/api/new/product-reviews/admin/detail/:pk/',
  auth: 'staff',
  params: v.object({ pk: IdParamSchema }),
  response: StaffReviewSchema,
});

/** AT-R1: staff correct a review (a typo, personal data); the fields before the edit are kept in its history. */
export const reviewStaffUpdate = defineRoute({
  name: 'reviews.staff-update',
  method: 'PATCH',
  path: '/api/new/product-reviews/admin/update/:pk/',
  auth: 'staff',
  params: v.object({ pk: IdParamSchema }),
  body: v.partial(ReviewFieldsSchema),
  response: StaffReviewSchema,
});

/** AT-R2: approve (published at once), or disapprove with a reason the author gets by e-mail. */
export const reviewStaffApprove = defineRoute({
  name: 'reviews.staff-approve',
  method: 'PATCH',
  path: '/api/new/product-reviews/admin/approve/:pk/',
  auth: 'staff',
  params: v.object({ pk: IdParamSchema }),
  body: v.pipe(
    v.object({
      approved: v.boolean('required'),
      disapproval_reason: optionalBoundedText(REVIEW_REASON_MAX_LENGTH),
    }),
    v.forward(
      v.check((body) => body.approved || body.disapproval_reason !== '', 'required'),
      ['disapproval_reason'],
    ),
  ),
  response: StaffReviewSchema,
});
