import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BuyoutStatus } from '@shop/shared/buyout/status';
import type { Quality } from '@shop/shared/buyout/quality';
import type { Appraisal, DeviceConditionType } from '@shop/shared/contract/buyout-appraisal';
import type { Locale, Market } from '@shop/shared/contract/common';
import { colours, models } from './catalog';
import { users } from './users';

/**
 * The questions of the appraisal form, the same for every model and market. The answers'
 * grades live here; prices live per model and market in the appraisal tables below.
 */
export const buyoutConditions = pgTable('buyout_conditions', {
  id: serial('id').primaryKey(),
  /** Stable internal key (display, body, ...). */
  code: text('code').notNull().unique(),
  type: text('type').$type<DeviceConditionType>().notNull(),
  nameCs: text('name_cs').notNull(),
  nameRo: text('name_ro').notNull(),
  /** Default answers, most wanted first (choice values). */
  defaultValues: jsonb('default_values').$type<string[]>().notNull().default([]),
  disabled: boolean('disabled').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const buyoutConditionChoices = pgTable(
  'buyout_condition_choices',
  {
    id: serial('id').primaryKey(),
    conditionId: integer('condition_id')
      .notNull()
      .references(() => buyoutConditions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    labelCs: text('label_cs').notNull(),
    labelRo: text('label_ro').notNull(),
    /**
     * The grade this answer leads to; null on a grading question means the device is not
     * bought out. Charger and battery answers carry none (price corrections only).
     */
    quality: text('quality').$type<Quality>(),
    position: integer('position').notNull().default(0),
  },
  (table) => [unique('buyout_condition_choices_value_unique').on(table.conditionId, table.value)],
);

/** One model's price table in one market. `version` changes whenever its prices or questions change. */
export const buyoutAppraisals = pgTable(
  'buyout_appraisals',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    market: text('market').$type<Market>().notNull(),
    version: text('version').notNull(),
    minimalBuyoutPrice: integer('minimal_buyout_price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('buyout_appraisals_model_market_unique').on(table.modelId, table.market)],
);

/** The grades of one appraisal, plus one row with no quality that the ruling-out answers point at. */
export const buyoutAppraisalResults = pgTable(
  'buyout_appraisal_results',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => buyoutAppraisals.id, { onDelete: 'cascade' }),
    quality: text('quality').$type<Quality>(),
    price: integer('price').notNull(),
    url: text('url').notNull(),
  },
  (table) => [index('buyout_appraisal_results_appraisal_idx').on(table.appraisalId)],
);

/** Price corrections of one appraisal by answer; an answer without a row corrects nothing. */
export const buyoutPriceCorrections = pgTable(
  'buyout_price_corrections',
  {
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => buyoutAppraisals.id, { onDelete: 'cascade' }),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => buyoutConditionChoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (table) => [unique('buyout_price_corrections_unique').on(table.appraisalId, table.choiceId)],
);

/** An offer sent to an e-mail address: what was asked and what was offered, reopened by `code`. */
export const buyoutOffers = pgTable(
  'buyout_offers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    market: text('market').$type<Market>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    email: text('email').notNull(),
    colourId: integer('colour_id')
      .notNull()
      .references(() => colours.id),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => buyoutAppraisals.id),
    appraisalVersion: text('appraisal_version').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    quality: text('quality').$type<Quality>().notNull(),
    price: integer('price').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('buyout_offers_email_idx').on(table.email)],
);

/** The appraisal as it was at sale time, in both languages, so the detail shows what was sold. */
export type AppraisalSnapshot = Record<Locale, Appraisal>;

/** A device sold online. Personal data is kept as the market's validators output it. */
export const buyouts = pgTable(
  'buyouts',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the secret token in the customer's links; the token itself is never stored. */
    tokenDigest: text('token_digest').notNull(),
    /** SHA-256 of the sell-online form's one-time `sale_token`: one sale per form, whatever the browser resends. */
    saleTokenDigest: text('sale_token_digest').unique('buyouts_sale_token_digest_unique'),
    market: text('market').$type<Market>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    colourId: integer('colour_id')
      .notNull()
      .references(() => colours.id),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => buyoutAppraisals.id),
    appraisalSnapshot: jsonb('appraisal_snapshot').$type<AppraisalSnapshot>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    resultId: integer('result_id').notNull(),
    quality: text('quality').$type<Quality>().notNull(),
    /** The price in force: the sale's, or an accepted counter-offer's. */
    price: integer('price').notNull(),
    /** The price the device was sold for, kept when an accepted counter-offer replaces `price`. */
    originalPrice: integer('original_price'),
    counterOfferPrice: integer('counter_offer_price'),
    status: text('status').$type<BuyoutStatus>().notNull(),
    customerData: jsonb('customer_data').notNull(),
    pickupAddress: jsonb('pickup_address'),
    buyoutDevice: jsonb('buyout_device').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buyouts_status_idx').on(table.status),
    // One open buyout per IMEI and market: a device still on its way or in inspection cannot be sold again.
    uniqueIndex('buyouts_open_imei_unique')
      .on(table.market, sql`(buyout_device->>'imei')`)
      .where(sql`status not in ('paid', 'returned') and (buyout_device->>'imei') <> ''`),
  ],
);

/** Every status a buyout went through, oldest first; `changedBy` is null for the customer's own moves. */
export const buyoutStatusHistory = pgTable(
  'buyout_status_history',
  {
    id: serial('id').primaryKey(),
    buyoutId: integer('buyout_id')
      .notNull()
      .references(() => buyouts.id, { onDelete: 'cascade' }),
    status: text('status').$type<BuyoutStatus>().notNull(),
    counterOfferPrice: integer('counter_offer_price'),
    /** A re-grade at inspection: the grade and price before (as sold) and after (priced from the appraisal as sold). */
    previousQuality: text('previous_quality').$type<Quality>(),
    quality: text('quality').$type<Quality>(),
    previousPrice: integer('previous_price'),
    regradedPrice: integer('regraded_price'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('buyout_status_history_buyout_idx').on(table.buyoutId)],
);
