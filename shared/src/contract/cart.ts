import * as v from 'valibot';
import { defineRoute } from './route';
import { IdNumberSchema, IdParamSchema, wholeNumber } from './input';
import { textInput } from '../validation/storable-text';
import { PriceSchema, MAX_LINE_QUANTITY, SeoNameSchema, InsuranceOptionSchema, WarrantyOptionSchema, ProlongWarrantyOptionSchema, CartProductSchema, CartLineSchema, CartSchema } from './cart-core';

// The cart's schemas, the add call and the cart's GET live in cart-core.ts (the add-to-cart button's).
export {
  PriceSchema,
  DEFAULT_ADD_QUANTITY,
  MAX_LINE_QUANTITY,
  SeoNameSchema,
  InstallmentArrangeTypeSchema,
  type InstallmentArrangeType,
  PackageKindSchema,
  type PackageKind,
  InsuranceKindSchema,
  type InsuranceKind,
  InsuranceOptionSchema,
  type InsuranceOption,
  WarrantyOptionSchema,
  type WarrantyOption,
  ProlongWarrantyOptionSchema,
  type ProlongWarrantyOption,
  LineInstallmentSchema,
  type LineInstallment,
  BuyoutBonusSchema,
  type BuyoutBonus,
  CartProductSchema,
  type CartProduct,
  CartLineSchema,
  type CartLine,
  CartPackageSchema,
  type CartPackage,
  AppliedCodeKindSchema,
  AppliedCodeSchema,
  type AppliedCode,
  DISCOUNT_PROBLEMS,
  DiscountProblemSchema,
  type DiscountProblem,
  CartTotalsSchema,
  type CartTotals,
  CartSchema,
  type Cart,
  CartAddBodySchema,
  type CartAddBody,
  cartAddProduct,
  cartPackages,
} from './cart-core';

/** Removes the product's line (and its accessories); with the parent's seo name, the accessory under that device. */
export const cartRemoveProduct = defineRoute({
  name: 'cart.remove-product',
  method: 'POST',
  path: '/api/new/cart/remove-product/:seoName/',
  auth: 'public',
  params: v.object({ seoName: SeoNameSchema }),
  body: v.object({ parent_package_product_seo_name: v.nullish(SeoNameSchema, null) }, 'required'),
  response: CartSchema,
});

/** The flat list of products (analytics' checkout events). */
export const cartProducts = defineRoute({
  name: 'cart.products',
  method: 'GET',
  path: '/api/new/cart/products/',
  auth: 'public',
  response: v.array(v.object({ ...CartProductSchema.entries, quantity: v.number() })),
});

/** One line with every add-on it can take (the cart page's line editor). */
export const PackageProductDataSchema = v.object({
  line: CartLineSchema,
  insurance_options: v.array(InsuranceOptionSchema),
  warranty_options: v.array(WarrantyOptionSchema),
  prolong_warranty_options: v.array(ProlongWarrantyOptionSchema),
});
export type PackageProductData = v.InferOutput<typeof PackageProductDataSchema>;

export const cartPackageProduct = defineRoute({
  name: 'cart.package-product',
  method: 'GET',
  path: '/api/new/cart/package-product/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: PackageProductDataSchema,
});

/**
 * Changes one thing of a line: quantity (stock checked: 400 on `quantity`), the insurances
 * (ids of `insurance_options`; [] removes them), the warranty months (0 removes it) or the
 * prolonged-warranty code ('' removes it).
 */
export const cartUpdatePackageProduct = defineRoute({
  name: 'cart.update-package-product',
  method: 'PATCH',
  path: '/api/new/cart/package-product/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  body: v.object(
    {
      quantity: v.optional(wholeNumber(1, MAX_LINE_QUANTITY)),
      selected_insurance_ids: v.optional(v.pipe(v.array(IdNumberSchema), v.maxLength(2, 'max_length'))),
      warranty_month_value: v.optional(wholeNumber(0, 120)),
      prolong_warranty_code: v.optional(v.pipe(textInput, v.maxLength(40, 'max_length'))),
    },
    'required',
  ),
  response: v.object({ cart: CartSchema, item: PackageProductDataSchema }),
});

/** Removes one line by its id (and its accessories). */
export const cartRemovePackageItem = defineRoute({
  name: 'cart.remove-package-item',
  method: 'POST',
  path: '/api/new/cart/remove-package-item/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: CartSchema,
});

/**
 * Attaches an accepted buyout (mf-buyout) to a device line as a buyout bonus. The buyout is
 * proved by its id and access token (what the customer's buyout link carries); a signed-in
 * customer whose e-mail is the buyout's may leave the token out (C-A25). 400 on `buyout`
 * when it is not accepted, already used, not theirs, or the line is not a device.
 */
export const cartAddBuyoutBonus = defineRoute({
  name: 'cart.add-buyout-bonus',
  method: 'POST',
  path: '/api/new/cart/buyout-bonus/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  body: v.object(
    { buyout: IdNumberSchema, token: v.optional(v.pipe(textInput, v.regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_link'))) },
    'required',
  ),
  response: CartSchema,
});

export const cartRemoveBuyoutBonus = defineRoute({
  name: 'cart.remove-buyout-bonus',
  method: 'DELETE',
  path: '/api/new/cart/buyout-bonus/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: CartSchema,
});

export const cartAddProlongWarranty = defineRoute({
  name: 'cart.add-prolong-warranty',
  method: 'POST',
  path: '/api/new/cart/prolong-warranty/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  body: v.object({ code: v.pipe(textInput, v.nonEmpty('required'), v.maxLength(40, 'max_length')) }, 'required'),
  response: CartSchema,
});

export const cartRemoveProlongWarranty = defineRoute({
  name: 'cart.remove-prolong-warranty',
  method: 'DELETE',
  path: '/api/new/cart/prolong-warranty/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: CartSchema,
});

/** Spec section 9: generated discount codes are 10 characters. */
export const DISCOUNT_CODE_LENGTH = 10;

/** ISIC card number: a letter, 12 digits and a letter (`S420123456789A`). */
export const ISIC_CARD_PATTERN = /^[A-Z]\d{12}[A-Z]$/;

/**
 * A discount code (`code`), or a student card (`cardNumber` and `cardHolder`). Codes are 10
 * letters or digits, case not significant. 400 on `code` "invalid sale code" (unknown, expired,
 * used up, minimum not reached, nothing in scope, does not stack); 400 `non_field_errors` "cart
 * contains invalid discount" when another code blocks it. Rate limited per client (429).
 */
export const discountApply = defineRoute({
  name: 'discounts.apply',
  method: 'POST',
  path: '/api/new/discounts/apply/',
  auth: 'public',
  body: v.object(
    {
      code: v.optional(v.pipe(textInput, v.trim(), v.maxLength(40, 'max_length'))),
      cardNumber: v.optional(v.pipe(textInput, v.trim(), v.maxLength(20, 'max_length'))),
      cardHolder: v.optional(v.pipe(textInput, v.trim(), v.maxLength(100, 'max_length'))),
    },
    'required',
  ),
  response: CartSchema,
});

export const discountRemove = defineRoute({
  name: 'discounts.remove',
  method: 'POST',
  path: '/api/new/discounts/remove/:id/',
  auth: 'public',
  params: v.object({ id: IdParamSchema }),
  response: CartSchema,
});

/** An accepted buyout of the signed-in customer that no cart line or order has taken yet. */
export const AttachableBuyoutSchema = v.object({
  buyout_id: v.number(),
  /** "Apple iPhone 12 (Černá)" */
  device: v.string(),
  quality: v.string(),
  /** What the shop pays for the device (the bonus comes on top, as a percent of the new device). */
  price: PriceSchema,
  created_at: v.string(),
});
export type AttachableBuyout = v.InferOutput<typeof AttachableBuyoutSchema>;

/** The signed-in customer's buyouts the cart page offers as a buyout bonus (C-A25), newest first. */
export const cartAttachableBuyouts = defineRoute({
  name: 'cart.attachable-buyouts',
  method: 'GET',
  path: '/api/new/cart/buyout-bonus/mine/',
  auth: 'session',
  response: v.array(AttachableBuyoutSchema),
});
