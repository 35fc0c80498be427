import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import { colours, models } from '../db/schema/catalog';

/** The colour's slug in the market's language: `hvezdne-bila` in CZ, `lumina-stelelor` in RO. */
export const colourSlug = (market: Market) => (market === 'CZ' ? colours.slug : colours.slugRo);

/** A colour's value in choices and URLs: `<model slug>-<colour slug>`, the colour slug in the market's language. */
export const colourValue = (market: Market) => sql<string>`${models.slug} || '-' || ${colourSlug(market)}`;

/**
 * Matches a colour by its value in either language. A link with the other market's slug (a Romanian
 * address carrying `hvezdne-bila`, as before the slugs followed the language) still finds the colour;
 * the answer then carries this market's value and url, which correct the address.
 */
export function colourValueMatches(modelSlug: string, slug: string): SQL {
  return and(eq(models.slug, modelSlug), or(eq(colours.slug, slug), eq(colours.slugRo, slug)))!;
}
