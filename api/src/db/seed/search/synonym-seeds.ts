import type { Market } from '@shop/shared/contract/common';

export interface SynonymSeed {
  market: Market;
  terms: string[];
  /** The kind of goods the group names (a type device code); null for plain synonyms. */
  typeCode: string | null;
}

const czech = (typeCode: string | null, ...terms: string[]): SynonymSeed => ({ market: 'CZ', terms, typeCode });
const romanian = (typeCode: string | null, ...terms: string[]): SynonymSeed => ({ market: 'RO', terms, typeCode });

/**
 * What shoppers type for the kinds of goods beside the kinds' own names, per market: the list of
 * issue #31, then the everyday words that name a kind ("hodinky", "ceas"). Staff edit them later.
 */
export const synonymSeeds: SynonymSeed[] = [
  czech('cases', 'kryt', 'obal', 'pouzdro'),
  czech('headphones', 'sluchátka', 'headset'),
  czech('powerbanks', 'powerbanka', 'power bank', 'externí baterie'),
  czech('screen-protectors', 'ochranné sklo', 'tvrzené sklo', 'sklo', 'fólie', 'ochranná fólie'),
  czech('phones', 'mobil', 'telefon', 'smartphone'),
  czech('smart-watches', 'chytré hodinky', 'hodinky', 'smartwatch'),
  czech('watch-straps', 'řemínek', 'pásek'),
  czech('chargers', 'nabíječka', 'adaptér'),
  romanian('cases', 'husă', 'carcasă'),
  romanian('headphones', 'căști', 'cască', 'headset'),
  romanian('powerbanks', 'baterie externă', 'powerbank', 'power bank'),
  romanian('screen-protectors', 'folie', 'sticlă securizată', 'folie de protecție'),
  romanian('smart-watches', 'ceas inteligent', 'smartwatch', 'ceas'),
  romanian('phones', 'telefon', 'mobil', 'smartphone'),
  romanian('watch-straps', 'curea', 'curea de ceas'),
  romanian('chargers', 'încărcător', 'alimentator'),
];
