/**
 * The selector's product types. Smart watches keep the legacy value `prislusenstvi`
 * in both markets (the widgets relabel that value as smart watches, spec section 4).
 */
export const productTypeSeeds = [
  { code: 'phones', slugCz: 'mobilni-telefony', slugRo: 'telefoane-mobile', nameCs: 'Mobilní telefony', nameRo: 'Telefoane mobile' },
  { code: 'tablets', slugCz: 'tablety', slugRo: 'tablete', nameCs: 'Tablety', nameRo: 'Tablete' },
  { code: 'smart-watches', slugCz: 'prislusenstvi', slugRo: 'prislusenstvi', nameCs: 'Chytré hodinky', nameRo: 'Ceasuri inteligente' },
] as const;

export type ProductTypeCode = (typeof productTypeSeeds)[number]['code'];
