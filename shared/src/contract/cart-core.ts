// The cart's schemas, the add call and the cart's GET: what the add-to-cart button on every catalogue page needs. A
// file apart from cart.ts, which re-exports it with the cart page's calls: a remote takes a shared module whole
// (issue 14).
import * as v from 'valibot';
import { defineRoute } from './route';
import { IdNumberSchema, wholeNumber } from './input';
import { textInput } from '../validation/storable-text';

// The cart lives on the server, bound to the `cart` cookie (anonymous) and merged into the
// customer's cart at login. Every price here is the server's: the widget only shows them.
// Every call that changes the cart answers the whole cart, so the widget replaces the cached
// cart and count (the shell publishes the count on the bus); at zero it empties its cart storage.

/** Whole currency units, VAT included: both markets show prices without decimals. */
export const PriceSchema = v.pipe(v.number(), v.integer());

/** Spec section 9: add-to-cart quantity default. */
export const DEFAULT_ADD_QUANTITY = 1;
/** Most pieces of one product in one cart line. */
export const MAX_LINE_QUANTITY = 99;

/** A product's seo name in a path or body. */
export const SeoNameSchema = v.pipe(textInput, v.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'required'));

/** Spec section 9: installment arrange types. */
export const InstallmentArrangeTypeSchema = v.picklist(['on-store', 'online']);
export type InstallmentArrangeType = v.InferOutput<typeof InstallmentArrangeTypeSchema>;

/**
 * How a package reaches the customer: from the shop's own stock (store or warehouse), from an
 * external supplier's stock by a carrier, or an e-licence sent by e-mail.
 */
export const PackageKindSchema = v.picklist(['own_stock', 'external', 'e_licence']);
export type PackageKind = v.InferOutput<typeof PackageKindSchema>;

export const InsuranceKindSchema = v.picklist(['general', 'screen']);
export type InsuranceKind = v.InferOutput<typeof InsuranceKindSchema>;

/** An insurance offered for a device ("Tuito" general or screen insurance); price for the line's quantity. */
export const InsuranceOptionSchema = v.object({
  id: v.number(),
  kind: InsuranceKindSchema,
  name: v.string(),
  price: PriceSchema,
  selected: v.boolean(),
});
export type InsuranceOption = v.InferOutput<typeof InsuranceOptionSchema>;

/** Extended manufacturer warranty (`mp_warranty`): months beyond the legal 24. */
export const WarrantyOptionSchema = v.object({
  month_count: v.number(),
  price: PriceSchema,
  selected: v.boolean(),
});
export type WarrantyOption = v.InferOutput<typeof WarrantyOptionSchema>;

/** Prolonged warranty sold by code (`prolongWarranty.code`). */
export const ProlongWarrantyOptionSchema = v.object({
  code: v.string(),
  name: v.string(),
  price: PriceSchema,
  selected: v.boolean(),
});
export type ProlongWarrantyOption = v.InferOutput<typeof ProlongWarrantyOptionSchema>;

/** The installment a line is paid by, as the customer chose it. */
export const LineInstallmentSchema = v.object({
  id: v.number(),
  installmentArrangeType: InstallmentArrangeTypeSchema,
  provider: v.string(),
  months: v.number(),
  monthly_payment: PriceSchema,
  /** Percent a year. */
  rate: v.number(),
});
export type LineInstallment = v.InferOutput<typeof LineInstallmentSchema>;

/** An accepted buyout offer attached to a device line, lowering the order by its bonus. */
export const BuyoutBonusSchema = v.object({
  buyout_id: v.number(),
  /** "Apple iPhone 12, B" */
  device: v.string(),
  /** Percent of the new device's price. */
  percent: v.number(),
  amount: PriceSchema,
});
export type BuyoutBonus = v.InferOutput<typeof BuyoutBonusSchema>;

/** What the widget and analytics need of a product (spec's analytics product object, the parts the cart knows). */
export const CartProductSchema = v.object({
  id: v.number(),
  code: v.string(),
  seo_name: v.string(),
  long_name: v.string(),
  short_name: v.string(),
  price: PriceSchema,
  /** The crossed-out price, only when higher than `price` (the 30-day lowest, as on the product's tile). */
  common_price: v.nullable(PriceSchema),
  /** The lowest price of the 30 days before the current price took effect (EU Omnibus), shown next to the crossed-out price. */
  lowest_price_30_days: v.nullable(PriceSchema),
  type_device_name: v.string(),
  manufacturer_name: v.string(),
  quality_name: v.nullable(v.string()),
  picture: v.string(),
  is_e_licence: v.boolean(),
  /** Devices take insurance, warranties, installments and a buyout bonus; accessories do not. */
  is_device: v.boolean(),
});
export type CartProduct = v.InferOutput<typeof CartProductSchema>;

/**
 * One line of a package. `id` is the package item id every later call names; `productSeoName`
 * the spec's key. An accessory added with `cart_package_item_parent_id` is a line whose
 * `parent_id` is the device's line; removing the device removes it too.
 */
export const CartLineSchema = v.object({
  id: v.number(),
  productSeoName: v.string(),
  parent_id: v.nullable(v.number()),
  product: CartProductSchema,
  quantity: v.number(),
  unit_price: PriceSchema,
  /** unit_price × quantity plus the add-ons below, before codes and the buyout bonus. */
  line_price: PriceSchema,
  /** Pieces available now; the widget caps its quantity input here. */
  available_quantity: v.number(),
  insurances: v.array(InsuranceOptionSchema),
  warranty: v.nullable(WarrantyOptionSchema),
  prolong_warranty: v.nullable(ProlongWarrantyOptionSchema),
  installment: v.nullable(LineInstallmentSchema),
  buyout_bonus: v.nullable(BuyoutBonusSchema),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const CartPackageSchema = v.object({
  id: v.number(),
  kind: PackageKindSchema,
  /** Working days until it can leave (0: today from own stock); null for e-licences (minutes). */
  delivery_days: v.nullable(v.number()),
  items: v.array(CartLineSchema),
});
export type CartPackage = v.InferOutput<typeof CartPackageSchema>;

export const AppliedCodeKindSchema = v.picklist(['code', 'student_card']);

/** A discount code or a student card on the cart; `id` is what remove-discount takes. */
export const AppliedCodeSchema = v.object({
  id: v.number(),
  kind: AppliedCodeKindSchema,
  /** The code, or the card number with all but the last 4 characters hidden. */
  code: v.string(),
  /** "10 %" or "500 Kč" is built by the widget from these two. */
  percent: v.nullable(v.number()),
  /** What it takes off this cart now (0 when the cart no longer qualifies, with `valid` false). */
  amount: PriceSchema,
  valid: v.boolean(),
});
export type AppliedCode = v.InferOutput<typeof AppliedCodeSchema>;

export const CartTotalsSchema = v.object({
  /** Lines with their add-ons. */
  items: PriceSchema,
  /** Sum of the valid codes (positive number, subtracted). */
  discounts: PriceSchema,
  /** Sum of buyout bonuses (positive number, subtracted). */
  buyout_bonus: PriceSchema,
  /** items - discounts - buyout_bonus, never below 0; delivery and payment come in the checkout summary. */
  total: PriceSchema,
  /** The VAT inside `total`, by the market's rates. */
  vat: PriceSchema,
});
export type CartTotals = v.InferOutput<typeof CartTotalsSchema>;

export const CartSchema = v.object({
  /** Pieces in the cart (sum of quantities of top-level and accessory lines): the header badge. */
  count: v.number(),
  currency: v.picklist(['CZK', 'RON']),
  packages: v.array(CartPackageSchema),
  codes: v.array(AppliedCodeSchema),
  totals: CartTotalsSchema,
  /** Lines whose price changed since they were added (the customer is told once; spec: "insurance price changed"). */
  price_changed_item_ids: v.array(v.number()),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** Spec section 3, Cart add payload: keys verbatim, nested add-on objects as the spec writes them. */
export const CartAddBodySchema = v.object(
  {
    /** The product's id. */
    product: IdNumberSchema,
    cart_package_item_parent_id: v.nullish(IdNumberSchema, null),
    installment_id: v.nullish(IdNumberSchema, null),
    /** Id of an accepted buyout of this customer, attached as a buyout bonus. */
    buyout_product: v.nullish(IdNumberSchema, null),
    quantity: v.optional(wholeNumber(1, MAX_LINE_QUANTITY), DEFAULT_ADD_QUANTITY),
    generalTuito: v.optional(v.object({ id: IdNumberSchema }, 'required')),
    screenTuito: v.optional(v.object({ id: IdNumberSchema }, 'required')),
    mp_warranty: v.optional(v.object({ month_count: wholeNumber(1, 120) }, 'required')),
    prolongWarranty: v.optional(v.object({ code: v.pipe(textInput, v.maxLength(40, 'max_length')) }, 'required')),
  },
  'required',
);
export type CartAddBody = v.InferInput<typeof CartAddBodySchema>;

/**
 * Adds a product (stock checked now and again at submit). 400 with `non_field_errors` when it is
 * out of stock or unknown in this market, or field errors on the add-on keys; the widget shows the
 * first `non_field_errors` entry, else the first value (spec section 8). Answers the cart and the
 * new line's id, for the subcart.
 */
export const cartAddProduct = defineRoute({
  name: 'cart.add-product',
  method: 'POST',
  path: '/api/new/cart/add-product/',
  auth: 'public',
  body: CartAddBodySchema,
  response: v.object({ cart: CartSchema, item_id: v.number() }),
});

export const cartPackages = defineRoute({
  name: 'cart.packages',
  method: 'GET',
  path: '/api/new/cart/packages/',
  auth: 'public',
  response: CartSchema,
});
