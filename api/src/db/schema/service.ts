import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { SERVICE_ORDER_STATUSES } from '@shop/shared/service/order-status';
import { colours, models } from './catalog';
import { stores } from './stores';

/** A kind of repair (display, battery, ...), named in both languages, in the order lists show it. */
export const serviceOperationTypes = pgTable('service_operation_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameCs: text('name_cs').notNull(),
  nameRo: text('name_ro').notNull(),
  position: integer('position').notNull().default(0),
});

/** A repair offered for one model in one market, priced in that market's currency (whole CZK or Lei). */
export const serviceOperations = pgTable(
  'service_operations',
  {
    id: serial('id').primaryKey(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => serviceOperationTypes.id),
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    warrantyMonths: integer('warranty_months').notNull(),
  },
  (table) => [unique('service_operations_market_model_type_unique').on(table.market, table.modelId, table.typeId)],
);

/**
 * When a service center takes repairs on one weekday (0 Sunday .. 6 Saturday, local time):
 * slots of `slotMinutes` from `opensAt` until `closesAt`, each for `capacity` devices.
 * A weekday without a row is closed.
 */
export const serviceCenterSchedules = pgTable(
  'service_center_schedules',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.weekday] })],
);

/**
 * Devices booked into one slot. Booking raises `booked` with one conditional upsert, so two
 * customers racing for the last place cannot both get it.
 */
export const serviceSlotBookings = pgTable(
  'service_slot_bookings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.slotDate, table.slotTime] })],
);

export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    /** SHA-256 of the status-page token, base64url. */
    accessTokenHash: text('access_token_hash').notNull(),
    market: text('market', { enum: ['CZ', 'RO'] }).notNull(),
    /** The language of the booking: the confirmation and later notices use it. */
    locale: text('locale', { enum: ['cs', 'ro'] }).notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    colourId: integer('colour_id').references(() => colours.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    status: text('status', { enum: SERVICE_ORDER_STATUSES }).notNull().default('booked'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** International form without spaces (`+420601123456`), as the phone validator outputs it. */
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    totalPrice: integer('total_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_orders_store_slot_idx').on(table.storeId, table.slotDate)],
);

/** The operations as booked: names and prices are kept, so a later price change does not alter an order. */
export const serviceOrderOperations = pgTable(
  'service_order_operations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    operationId: integer('operation_id').notNull(),
    code: text('code').notNull(),
    nameCs: text('name_cs').notNull(),
    nameRo: text('name_ro').notNull(),
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    warrantyMonths: integer('warranty_months').notNull(),
  },
  (table) => [index('service_order_operations_order_idx').on(table.orderId)],
);

export const serviceOrderStatusHistory = pgTable(
  'service_order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SERVICE_ORDER_STATUSES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who made the change; null for the booking itself. */
    changedBy: integer('changed_by'),
  },
  (table) => [index('service_order_status_history_order_idx').on(table.orderId)],
);

/**
 * What smart search matches: one row per model, kept by triggers on models and manufacturers
 * (see the service migration): `document` is "manufacturer model" in lower case without
 * diacritics, indexed with pg_trgm for substring and similarity matches.
 */
export const serviceSearchDocuments = pgTable(
  'service_search_documents',
  {
    modelId: integer('model_id')
      .primaryKey()
      .references(() => models.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
  },
  (table) => [index('service_search_documents_trgm_idx').using('gin', table.document.op('gin_trgm_ops'))],
);
