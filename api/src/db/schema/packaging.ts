import { index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, orderPackages } from './cart';
import { products } from './catalogue';
import { stores } from './stores';
import { users } from './users';

/**
 * One physical piece of a serialised product (phones, tablets, watches: SERIALISED_TYPE_DEVICES) with the
 * serial number printed on it and, for phones, its IMEI. The quantity columns of `products` stay the
 * stock's count; a piece is tied to an order line only when it is scanned at packing (O-S13), because the
 * checkout sells a count, not a particular piece. `store_id` null: the piece is in the warehouse.
 */
export const stockPieces = pgTable(
  'stock_pieces',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    imei: text('imei'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The order line this piece was packed for; null while it is on the shelf. */
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    /** Goods-in: when and by whom the piece was received (null for the seeded opening stock). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('stock_pieces_serial_idx').on(table.serialNumber),
    uniqueIndex('stock_pieces_imei_idx').on(table.imei),
    index('stock_pieces_line_idx').on(table.orderLineId),
    index('stock_pieces_product_idx').on(table.productId),
  ],
);

/** O-S13: how many pieces of a goods line without serial numbers (cases, cables) the packer confirmed. */
export const orderLinePacking = pgTable('order_line_packing', {
  lineId: integer('line_id')
    .primaryKey()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  packedQuantity: integer('packed_quantity').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** O-S13 / O-E2: the packed parcel's weight and size, entered at the packing table; one per package. */
export const packageMeasures = pgTable('package_measures', {
  packageId: integer('package_id')
    .primaryKey()
    .references(() => orderPackages.id, { onDelete: 'cascade' }),
  weightKg: real('weight_kg').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
  depthCm: integer('depth_cm').notNull(),
  packedAt: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
  packedBy: integer('packed_by').references(() => users.id, { onDelete: 'set null' }),
});
