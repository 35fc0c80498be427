import type { PictureKind } from '@shop/shared/catalogue/product-picture';
import type { Names } from '../catalog/category-names';
import type { ProductTypeCode } from '../catalog/product-types';

export interface AttributeSeed {
  code: string;
  names: Names;
  unit: string;
  filterable: boolean;
}

export interface TypeDeviceSeed {
  code: string;
  names: Names;
  /** What a shopper types for several: part of the search documents. */
  plurals: Names;
  pictureKind: PictureKind;
  /** The buyout selector's type for the device kinds. */
  productType?: ProductTypeCode;
  buyoutBonusPercent?: number;
  attributes: AttributeSeed[];
}

const attribute = (code: string, cs: string, ro: string, unit: string, filterable: boolean): AttributeSeed => ({
  code,
  names: { cs, ro },
  unit,
  filterable,
});

const storage = attribute('storage', 'Úložiště', 'Stocare', 'GB', true);
const connector = attribute('connector', 'Konektor', 'Conector', '', true);
const material = attribute('material', 'Materiál', 'Material', '', true);

/** Kinds of goods the shop sells, their attributes (with units) and the buyout bonus of the device kinds. */
export const typeDeviceSeeds: TypeDeviceSeed[] = [
  {
    code: 'phones',
    names: { cs: 'Mobilní telefon', ro: 'Telefon mobil' },
    plurals: { cs: 'Mobilní telefony', ro: 'Telefoane mobile' },
    pictureKind: 'phone',
    productType: 'phones',
    buyoutBonusPercent: 10,
    attributes: [
      storage,
      attribute('ram', 'Operační paměť', 'Memorie RAM', 'GB', true),
      attribute('display', 'Úhlopříčka displeje', 'Diagonala ecranului', '"', false),
      attribute('battery', 'Kapacita baterie', 'Capacitate baterie', 'mAh', false),
    ],
  },
  {
    code: 'tablets',
    names: { cs: 'Tablet', ro: 'Tabletă' },
    plurals: { cs: 'Tablety', ro: 'Tablete' },
    pictureKind: 'tablet',
    productType: 'tablets',
    buyoutBonusPercent: 8,
    attributes: [
      storage,
      attribute('display', 'Úhlopříčka displeje', 'Diagonala ecranului', '"', true),
      attribute('connectivity', 'Připojení', 'Conectivitate', '', true),
    ],
  },
  {
    code: 'smart-watches',
    names: { cs: 'Chytré hodinky', ro: 'Ceas inteligent' },
    plurals: { cs: 'Chytré hodinky', ro: 'Ceasuri inteligente' },
    pictureKind: 'watch',
    productType: 'smart-watches',
    buyoutBonusPercent: 5,
    attributes: [
      attribute('case_size', 'Velikost pouzdra', 'Dimensiunea carcasei', 'mm', true),
      attribute('connectivity', 'Připojení', 'Conectivitate', '', true),
      attribute('battery_life', 'Výdrž baterie', 'Autonomie baterie', 'h', false),
    ],
  },
  { code: 'cases', names: { cs: 'Pouzdro', ro: 'Husă' }, plurals: { cs: 'Pouzdra', ro: 'Huse' }, pictureKind: 'case', attributes: [material] },
  {
    code: 'screen-protectors',
    names: { cs: 'Ochranné sklo', ro: 'Folie de protecție' },
    plurals: { cs: 'Ochranná skla', ro: 'Folii de protecție' },
    pictureKind: 'screen-protector',
    attributes: [attribute('protector_type', 'Typ ochrany', 'Tip protecție', '', true), attribute('hardness', 'Tvrdost', 'Duritate', 'H', false)],
  },
  {
    code: 'watch-straps',
    names: { cs: 'Řemínek k hodinkám', ro: 'Curea de ceas' },
    plurals: { cs: 'Řemínky k hodinkám', ro: 'Curele de ceas' },
    pictureKind: 'watch-strap',
    attributes: [material, attribute('strap_width', 'Šířka řemínku', 'Lățimea curelei', 'mm', true)],
  },
  {
    code: 'chargers',
    names: { cs: 'Nabíječka', ro: 'Încărcător' },
    plurals: { cs: 'Nabíječky', ro: 'Încărcătoare' },
    pictureKind: 'charger',
    attributes: [attribute('power', 'Výkon', 'Putere', 'W', true), connector],
  },
  {
    code: 'cables',
    names: { cs: 'Kabel', ro: 'Cablu' },
    plurals: { cs: 'Kabely', ro: 'Cabluri' },
    pictureKind: 'cable',
    attributes: [attribute('length', 'Délka', 'Lungime', 'm', true), connector],
  },
  {
    code: 'headphones',
    names: { cs: 'Sluchátka', ro: 'Căști' },
    plurals: { cs: 'Sluchátka', ro: 'Căști' },
    pictureKind: 'headphones',
    attributes: [attribute('headphone_type', 'Typ sluchátek', 'Tip căști', '', true), attribute('battery_life', 'Výdrž baterie', 'Autonomie baterie', 'h', false)],
  },
  {
    code: 'powerbanks',
    names: { cs: 'Powerbanka', ro: 'Baterie externă' },
    plurals: { cs: 'Powerbanky', ro: 'Baterii externe' },
    pictureKind: 'powerbank',
    attributes: [attribute('capacity', 'Kapacita', 'Capacitate', 'mAh', true), attribute('power', 'Výkon', 'Putere', 'W', true)],
  },
];

export interface LabelSeed {
  code: string;
  names: Names;
}

export const badgeSeeds: (LabelSeed & { colour: string })[] = [
  { code: 'new', names: { cs: 'Novinka', ro: 'Nou' }, colour: '#0a7d3b' },
  { code: 'sale', names: { cs: 'Akce', ro: 'Promoție' }, colour: '#c8102e' },
  { code: 'top', names: { cs: 'Nejprodávanější', ro: 'Cel mai vândut' }, colour: '#1d4ed8' },
];

export const specialOfferIconSeeds: LabelSeed[] = [
  { code: 'free-delivery', names: { cs: 'Doprava zdarma', ro: 'Livrare gratuită' } },
  { code: 'warranty-24', names: { cs: 'Záruka 24 měsíců', ro: 'Garanție 24 de luni' } },
  { code: 'tested', names: { cs: 'Prověřeno technikem', ro: 'Verificat de un tehnician' } },
];

/** Gifts in each market's language and currency. */
export const giftSeeds: { code: string; names: Names; price: { CZ: number; RO: number } }[] = [
  { code: 'glass', names: { cs: 'Ochranné sklo zdarma', ro: 'Folie de protecție gratuită' }, price: { CZ: 399, RO: 79 } },
  { code: 'case', names: { cs: 'Pouzdro zdarma', ro: 'Husă gratuită' }, price: { CZ: 499, RO: 99 } },
  { code: 'charger', names: { cs: 'Rychlonabíječka zdarma', ro: 'Încărcător rapid gratuit' }, price: { CZ: 590, RO: 119 } },
];
