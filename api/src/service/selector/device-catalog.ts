import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Choice, Locale, Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import type { SelectedChoices } from '@shop/shared/selector/selector-data';
import { colourPicture, colourPictureColumns } from '../../catalogue/colour-picture';
import { colourValue } from '../../catalogue/colour-value';
import type { Db } from '../../db/database';
import { colours, manufacturers, models, productTypes } from '../../db/schema/catalog';

/**
 * The selector's view of the catalogue for one market and language. Slugs are what choices
 * carry: a type's slug is the market's (`mobilni-telefony` / `telefoane-mobile`), a colour's
 * value is its model's slug and its own in the market's language (`apple-iphone-15-cerna`, RO `apple-iphone-15-negru`).
 */
export interface SelectorScope {
  db: Db;
  market: Market;
  locale: Locale;
}

export interface ProductTypeRow {
  id: number;
  slug: string;
  label: string;
}

export interface ModelRow {
  id: number;
  slug: string;
  name: string;
  productTypeId: number;
  manufacturerId: number;
}

export interface ColourRow {
  id: number;
  value: string;
  label: string;
  modelId: number;
  picture: string;
}

const typeSlug = (market: Market) => (market === 'CZ' ? productTypes.slugCz : productTypes.slugRo);

export async function serviceTypes({ db, market, locale }: SelectorScope): Promise<ProductTypeRow[]> {
  return db
    .select({ id: productTypes.id, slug: typeSlug(market), label: locale === 'cs' ? productTypes.nameCs : productTypes.nameRo })
    .from(productTypes)
    .where(eq(productTypes.forService, true))
    .orderBy(asc(productTypes.position), asc(productTypes.id));
}

export async function findType(scope: SelectorScope, slug: string): Promise<ProductTypeRow | undefined> {
  return (await serviceTypes(scope)).find((type) => type.slug === slug);
}

/** Makers with at least one model of the type, by name. */
export async function manufacturersOfType({ db }: SelectorScope, productTypeId: number): Promise<(Choice & { id: number })[]> {
  return db
    .selectDistinct({ id: manufacturers.id, value: manufacturers.slug, label: manufacturers.name })
    .from(manufacturers)
    .innerJoin(models, eq(models.manufacturerId, manufacturers.id))
    .where(eq(models.productTypeId, productTypeId))
    .orderBy(asc(manufacturers.name));
}

/** Newest first, as shops list models. */
export async function modelsOf({ db }: SelectorScope, productTypeId: number, manufacturerId: number): Promise<ModelRow[]> {
  return db
    .select({ id: models.id, slug: models.slug, name: models.name, productTypeId: models.productTypeId, manufacturerId: models.manufacturerId })
    .from(models)
    .where(and(eq(models.productTypeId, productTypeId), eq(models.manufacturerId, manufacturerId)))
    .orderBy(desc(models.releaseYear), asc(models.name));
}

export async function findModel({ db }: SelectorScope, where: { slug: string } | { id: number }): Promise<ModelRow | undefined> {
  const [row] = await db
    .select({ id: models.id, slug: models.slug, name: models.name, productTypeId: models.productTypeId, manufacturerId: models.manufacturerId })
    .from(models)
    .where('slug' in where ? eq(models.slug, where.slug) : eq(models.id, where.id));
  return row;
}

export async function coloursOf({ db, market, locale }: SelectorScope, modelId: number): Promise<ColourRow[]> {
  const rows = await db
    .select({ id: colours.id, value: colourValue(market), label: locale === 'cs' ? colours.nameCs : colours.nameRo, modelId: colours.modelId, ...colourPictureColumns })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .innerJoin(productTypes, eq(productTypes.id, models.productTypeId))
    .where(eq(colours.modelId, modelId))
    .orderBy(asc(colours.id));
  return rows.map(({ typeCode, manufacturerName, modelName, hex, ...row }) => ({ ...row, picture: colourPicture({ typeCode, manufacturerName, modelName, hex }) }));
}

/** A colour by its value; the other market's slug finds it too, answered with this market's value (see colourValueMatches). */
export async function findColour({ db, market, locale }: SelectorScope, value: string): Promise<Omit<ColourRow, 'picture'> | undefined> {
  const [row] = await db
    .select({ id: colours.id, value: colourValue(market), label: locale === 'cs' ? colours.nameCs : colours.nameRo, modelId: colours.modelId })
    .from(colours)
    .innerJoin(models, eq(models.id, colours.modelId))
    .where(or(sql`${colourValue('CZ')} = ${value}`, sql`${colourValue('RO')} = ${value}`));
  return row;
}

export async function manufacturerSlug({ db }: SelectorScope, manufacturerId: number): Promise<{ slug: string; name: string }> {
  const [row] = await db.select({ slug: manufacturers.slug, name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.id, manufacturerId));
  return row!;
}

/** The service page of a selection: `/servis/` plus the chosen slugs in cascade order. */
export function selectionUrl(market: Market, selected: SelectedChoices): string {
  const segments = [selected.product_type, selected.product_manufacturer, selected.product_model, selected.product_color];
  const chosen: string[] = [];
  for (const segment of segments) {
    if (segment === null) break;
    chosen.push(segment);
  }
  return pagePath(market, 'service', chosen);
}
