import type { Market, Locale } from '@shop/shared/contract/common';
import type { Quality } from '@shop/shared/buyout/quality';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyouts } from './buyout';
import { manufacturers } from './catalog';
import { products, typeDevices } from './catalogue';
import { users } from './users';

/**
 * A cart on the server: an anonymous one is found by the SHA-256 of its `cart` cookie, a
 * customer's by `userId` (the anonymous cart is merged into it when the customer is signed in).
 * The checkout's choices are kept here, so a reload keeps them.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    market: text('market').$type<Market>().notNull(),
    tokenDigest: text('token_digest').unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deliveryCode: text('delivery_code'),
    paymentType: text('payment_type'),
    paymentCompany: text('payment_company'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('carts_market_user_unique').on(table.market, table.userId)],
);

/** A line of a cart; an accessory bought for a device points at the device's line. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The price when added: a later change is told to the customer once. */
    priceWhenAdded: integer('price_when_added').notNull(),
    generalInsuranceId: integer('general_insurance_id'),
    screenInsuranceId: integer('screen_insurance_id'),
    warrantyMonths: integer('warranty_months'),
    prolongWarrantyCode: text('prolong_warranty_code'),
    installmentId: integer('installment_id'),
    buyoutId: integer('buyout_id')
      .unique()
      .references(() => buyouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('cart_items_cart_idx').on(table.cartId),
  ],
);

/**
 * A discount code. `percent` or `amount` (whole currency units); limits are optional; the
 * scope is every product unless product or category ids are given; `stackable` codes may be
 * combined with other stackable codes.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    market: text('market').$type<Market>().notNull(),
    code: text('code').notNull(),
    percent: integer('percent'),
    amount: integer('amount'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    usedCount: integer('used_count').notNull().default(0),
    minimumOrder: integer('minimum_order').notNull().default(0),
    productIds: integer('product_ids').array().notNull().default([]),
    categoryIds: integer('category_ids').array().notNull().default([]),
    /** Scope by brand (admin-feeds): a line is in scope when its product, category or manufacturer is listed; all empty: the whole cart. */
    manufacturerIds: integer('manufacturer_ids').array().notNull().default([]),
    stackable: boolean('stackable').notNull().default(false),
    /** A student card discount (ISIC): applied by card, not by typing the code. */
    studentCard: boolean('student_card').notNull().default(false),
  },
  (table) => [unique('discount_codes_market_code_unique').on(table.market, table.code)],
);

/** A code or student card applied to a cart. */
export const cartCodes = pgTable(
  'cart_codes',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number'),
    cardHolder: text('card_holder'),
  },
  (table) => [unique('cart_codes_cart_code_unique').on(table.cartId, table.discountCodeId)],
);

/** Percent of a new device's price given for an accepted buyout, by grade and optionally manufacturer and device type. */
export const buyoutBonuses = pgTable('buyout_bonuses', {
  id: serial('id').primaryKey(),
  market: text('market').$type<Market>().notNull(),
  manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'cascade' }),
  typeDeviceId: integer('type_device_id').references(() => typeDevices.id, { onDelete: 'cascade' }),
  quality: text('quality').$type<Quality>().notNull(),
  percent: integer('percent').notNull(),
  /** Staff-set validity (admin-commerce); null ends are open. */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

/** Carriers' pickup points (the carrier stand-in's data), searchable by a lower-case, unaccented text. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    market: text('market').$type<Market>().notNull(),
    carrier: text('carrier').notNull(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').notNull(),
    congested: boolean('congested').notNull().default(false),
    searchText: text('search_text').notNull(),
  },
  (table) => [index('pickup_points_market_idx').on(table.market)],
);

export type OrderAddress = Record<string, string | boolean>;

/**
 * A shop order. `submitToken` makes the submit idempotent (one order per checkout attempt) and
 * `bodyDigest` tells a retry from a different submit under the same token. Statuses, packages,
 * payments and invoices are the orders issue's to grow.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    market: text('market').$type<Market>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    submitToken: text('submit_token').notNull(),
    bodyDigest: text('body_digest').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    paymentStatus: text('payment_status').$type<'paid' | 'not_paid' | 'waiting_for_payment'>().notNull(),
    deliveryCode: text('delivery_code').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentCompany: text('payment_company'),
    store: text('store'),
    timeslot: text('timeslot'),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>(),
    orderInfo: jsonb('order_info').$type<Record<string, unknown>>().notNull(),
    email: text('email').notNull(),
    itemsTotal: integer('items_total').notNull(),
    discounts: integer('discounts').notNull(),
    buyoutBonus: integer('buyout_bonus').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    paymentPrice: integer('payment_price').notNull(),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the order became `delivered` (set by a trigger, whoever changes the status): starts the 14-day withdrawal period. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the overdue bank transfer's reminder was claimed for sending: the sweep mails each order once. */
    paymentRemindedAt: timestamp('payment_reminded_at', { withTimezone: true }),
    /** When staff were given a task for a bank transfer still unpaid after its reminder. */
    paymentTaskAt: timestamp('payment_task_at', { withTimezone: true }),
    /**
     * What the staff grid searches (api/src/orders/desk/desk-list.ts): number, e-mail, "first last" name, company and
     * the phone's digits, kept by the database. Stored, so the trigram index's recheck of each candidate reads it
     * instead of computing it again (a broad search rechecks thousands of rows).
     */
    searchDocument: text('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`"order_number" || ' ' || "email" || ' ' || coalesce("billing_address"->>'first_name', '') || ' ' || coalesce("billing_address"->>'last_name', '') || ' ' || coalesce("billing_address"->>'company', '') || ' ' || regexp_replace(coalesce("billing_address"->>'phone', ''), '[^0-9]', '', 'g')`,
      ),
  },
  (table) => [
    unique('shop_orders_market_submit_token_unique').on(table.market, table.submitToken),
    // The customer's order overview (O-S2) lists by owner, newest first.
    index('shop_orders_user_created_idx').on(table.userId, table.createdAt),
    // The staff order grid (O-S16) pages a market's orders newest first (or by total), the id breaking ties.
    index('shop_orders_market_created_idx').on(table.market, table.createdAt, table.id),
    index('shop_orders_market_total_idx').on(table.market, table.total, table.id),
    // The grid's state filters (status, status + payment, payment alone) newest first: the page and the capped count
    // read only matching entries instead of walking the created-at index past every order that does not match.
    index('shop_orders_market_status_created_idx').on(table.market, table.status, table.paymentStatus, table.createdAt, table.id),
    index('shop_orders_market_payment_created_idx').on(table.market, table.paymentStatus, table.createdAt, table.id),
    // The state alone newest first: the index above has the payment state between, so it cannot give that order.
    index('shop_orders_market_status_only_created_idx').on(table.market, table.status, table.createdAt, table.id),
    // The grid's search: a trigram index over the stored search document.
    index('shop_orders_search_document_trgm_idx').using('gin', sql`${table.searchDocument} gin_trgm_ops`),
  ],
);

export const orderPackages = pgTable(
  'order_packages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('new'),
  },
  // Each grid row reads its packages' least advanced state, and the delivery-state filter looks them up by order.
  // The delivery-state filter finds the orders with a package in that state from the state's side.
  (table) => [index('order_packages_order_idx').on(table.orderId), index('order_packages_status_order_idx').on(table.status, table.orderId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => orderPackages.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    finalPrice: integer('final_price').notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/** Who used which code, for per-customer limits (by lower-cased e-mail). */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
  },
  (table) => [index('discount_uses_code_customer_idx').on(table.discountCodeId, table.customerKey)],
);

/** One payment attempt of an order at its provider; a declined one is followed by a new attempt. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull().unique(),
    amount: integer('amount').notNull(),
    state: text('state').$type<'created' | 'paid' | 'declined' | 'cancelled'>().notNull(),
    paymentUrl: text('payment_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId),
    // At most one open attempt per order: concurrent retries share it instead of each opening one.
    uniqueIndex('order_payments_one_open_idx').on(table.orderId).where(sql`state = 'created'`),
  ],
);

/** The test gateway's own books (a real gateway keeps these on its side). */
export const testGatewayPayments = pgTable('test_gateway_payments', {
  paymentId: text('payment_id').primaryKey(),
  merchantOrder: text('merchant_order').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').$type<'CZK' | 'RON'>().notNull(),
  state: text('state').$type<'created' | 'paid' | 'declined' | 'cancelled'>().notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  // What the shop sent back to the card (refunds of withdrawals), at most the amount paid.
  refunded: integer('refunded').notNull().default(0),
});
