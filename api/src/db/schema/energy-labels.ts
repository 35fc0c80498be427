import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ENERGY_CLASSES, RELIABILITY_CLASSES } from '@shop/shared/energy-labels/energy-class';
import { masterProducts } from './catalogue';

/**
 * The EU energy label and product information sheet of one phone or tablet model (Delegated
 * Regulation (EU) 2023/1669): what the label prints and the sheet lists, as registered in EPREL.
 * One row per master product (a model in one market); its products, new and used, show it (docs/markets.md).
 */
export const energyLabels = pgTable('energy_labels', {
  id: serial('id').primaryKey(),
  masterProductId: integer('master_product_id')
    .notNull()
    .unique()
    .references(() => masterProducts.id, { onDelete: 'cascade' }),
  energyClass: text('energy_class', { enum: ENERGY_CLASSES }).notNull(),
  /** EPREL's registration number of the model: the label's QR code and the sheet point to it. */
  eprelRegistrationNumber: text('eprel_registration_number').notNull(),
  supplierName: text('supplier_name').notNull(),
  modelIdentifier: text('model_identifier').notNull(),
  /** Battery endurance per cycle, in minutes (the label prints hours and minutes). */
  enduranceMinutes: integer('endurance_minutes').notNull(),
  /** Full charge cycles until the battery keeps 80 % of its capacity. */
  batteryCycles: integer('battery_cycles').notNull(),
  /** Repeated free fall reliability class, A (best) to E. */
  freeFallClass: text('free_fall_class', { enum: RELIABILITY_CLASSES }).notNull(),
  /** Repairability class, A (best) to E. */
  repairabilityClass: text('repairability_class', { enum: RELIABILITY_CLASSES }).notNull(),
  /** "IP68" */
  ipRating: text('ip_rating').notNull(),
  batteryCapacityMah: integer('battery_capacity_mah').notNull(),
  /** Years of operating system updates the supplier promises from the end of placement on the market. */
  updateYears: integer('update_years').notNull(),
});
