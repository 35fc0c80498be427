import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { Choice, Locale, Market } from '@shop/shared/contract/common';
import type { SelectedChoices } from '@shop/shared/selector/selector-data';
import { colourPicture, colourPictureColumns } from '../catalogue/colour-picture';
import { colourValue, colourValueMatches } from '../catalogue/colour-value';
import type { Db } from '../db/database';
import { buyoutAppraisals } from '../db/schema/buyout';
import { colours, manufacturers, models, productTypes } from '../db/schema/catalog';

/**
 * The buyout selector's view of the catalogue in one market: only buyable types and models
 * that have an appraisal there. A colour's value is `<model slug>-<colour slug>`, unique in
 * the market (see the contract).
 */

const typeSlug = (market: Market) => (market === 'CZ' ? productTypes.slugCz : productTypes.slugRo);

function appraised(db: Db, market: Market) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(buyoutAppraisals)
      .where(and(eq(buyoutAppraisals.modelId, models.id), eq(buyoutAppraisals.market, market))),
  );
}

export async function manufacturerChoices(db: Db, market: Market, productType: string): Promise<Choice[]> {
  const rows = await db
    .selectDistinct({ value: manufacturers.slug, label: manufacturers.name })
    .from(manufacturers)
    .innerJoin(models, eq(models.manufacturerId, manufacturers.id))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .where(and(eq(typeSlug(market), productType), eq(productTypes.forBuyout, true), appraised(db, market)))
    .orderBy(asc(manufacturers.name));
  return rows;
}

/** Newest first, as customers look for recent models. */
export async function modelChoices(db: Db, market: Market, productType: string, manufacturer: string): Promise<Choice[]> {
  return db
    .select({ value: models.slug, label: models.name })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .where(and(eq(typeSlug(market), productType), eq(productTypes.forBuyout, true), eq(manufacturers.slug, manufacturer), appraised(db, market)))
    .orderBy(sql`${models.releaseYear} desc`, asc(models.name));
}

export interface ModelPlace {
  modelId: number;
  productType: string;
  manufacturer: string;
  model: string;
}

/** A buyable model with the type and manufacturer above it; null when unknown or not bought out here. */
export async function findModel(db: Db, market: Market, modelSlug: string): Promise<ModelPlace | null> {
  const [row] = await db
    .select({ modelId: models.id, productType: typeSlug(market), manufacturer: manufacturers.slug, model: models.slug })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .where(and(eq(models.slug, modelSlug), eq(productTypes.forBuyout, true), appraised(db, market)));
  return row ?? null;
}

export async function colourChoices(db: Db, market: Market, modelId: number, locale: Locale): Promise<Choice[]> {
  const rows = await db
    .select({ value: colourValue(market), label: locale === 'cs' ? colours.nameCs : colours.nameRo, ...colourPictureColumns })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .where(eq(colours.modelId, modelId))
    .orderBy(asc(colours.id));
  return rows.map((row) => ({ value: row.value, label: row.label, picture: colourPicture(row) }));
}

export interface ColourPlace extends ModelPlace {
  colourId: number;
  colour: string;
  /** The model's appraisal row in the market, read in the same query; null when it has none. */
  appraisal: { id: number; version: string; minimalBuyoutPrice: number } | null;
}

/**
 * `apple-iphone-15-temne-inkoustova` -> each way to split it at a hyphen into a model slug and
 * a colour slug, so the lookup uses the unique indexes instead of comparing every joined pair.
 */
function colourValueSplits(value: string): { model: string; colour: string }[] {
  const splits: { model: string; colour: string }[] = [];
  for (let index = value.indexOf('-'); index > 0; index = value.indexOf('-', index + 1)) {
    splits.push({ model: value.slice(0, index), colour: value.slice(index + 1) });
  }
  return splits;
}

/** A colour by its value, with the whole selection above it. */
export async function findColour(db: Db, market: Market, value: string): Promise<ColourPlace | null> {
  const splits = colourValueSplits(value).filter((split) => split.colour !== '');
  if (splits.length === 0) return null;
  const [row] = await db
    .select({
      colourId: colours.id,
      colour: colourValue(market),
      modelId: models.id,
      productType: typeSlug(market),
      manufacturer: manufacturers.slug,
      model: models.slug,
      appraisalId: buyoutAppraisals.id,
      appraisalVersion: buyoutAppraisals.version,
      minimalBuyoutPrice: buyoutAppraisals.minimalBuyoutPrice,
    })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .leftJoin(buyoutAppraisals, and(eq(buyoutAppraisals.modelId, models.id), eq(buyoutAppraisals.market, market)))
    .where(and(or(...splits.map((split) => colourValueMatches(split.model, split.colour))), eq(productTypes.forBuyout, true)));
  if (!row) return null;
  const { appraisalId, appraisalVersion, minimalBuyoutPrice, ...place } = row;
  const appraisal = appraisalId !== null && appraisalVersion !== null && minimalBuyoutPrice !== null ? { id: appraisalId, version: appraisalVersion, minimalBuyoutPrice } : null;
  return { ...place, appraisal };
}

/** The labelled choices of a stored colour, for the buyout detail. */
export async function colourSelectionLabels(db: Db, market: Market, colourId: number, locale: Locale) {
  const [row] = await db
    .select({
      typeValue: typeSlug(market),
      typeLabel: locale === 'cs' ? productTypes.nameCs : productTypes.nameRo,
      manufacturerValue: manufacturers.slug,
      manufacturerLabel: manufacturers.name,
      modelValue: models.slug,
      modelLabel: models.name,
      colourValue: colourValue(market),
      colourLabel: locale === 'cs' ? colours.nameCs : colours.nameRo,
    })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .where(eq(colours.id, colourId));
  if (!row) throw new Error(`Colour ${colourId} of a stored buyout is gone`);
  return {
    product_type_choice: { value: row.typeValue, label: row.typeLabel },
    manufacturer_choice: { value: row.manufacturerValue, label: row.manufacturerLabel },
    product_model_choice: { value: row.modelValue, label: row.modelLabel },
    product_color_choice: { value: row.colourValue, label: row.colourLabel },
  };
}

/** A colour's selection as the contract names it. */
export function selectedChoicesOf(place: ColourPlace): SelectedChoices {
  return {
    product_type: place.productType,
    product_manufacturer: place.manufacturer,
    product_model: place.model,
    product_color: place.colour,
  };
}

/** A stored colour with the selection above it, as `findColour` gives it. */
export async function findColourById(db: Db, market: Market, colourId: number): Promise<ColourPlace | null> {
  const [row] = await db
    .select({ value: colourValue(market) })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .where(eq(colours.id, colourId));
  return row ? findColour(db, market, row.value) : null;
}
