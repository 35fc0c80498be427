import type { Market } from '@shop/shared/contract/common';
import { accessoryChildren, marketName, type Names } from '../catalog/category-names';
import { colourPalette, type ColourName } from '../catalog/colour-palette';
import { hashText, seededRandom } from '../random';
import { slugify } from '../slugify';
import { shopPrice } from './catalogue-prices';
import { createdAt, type CodeSequence, type ModelInput } from './device-drafts';
import type { CatalogueDraft } from './drafts';

/** Brands that make accessories only; the seed adds them to the manufacturers. */
export const ACCESSORY_BRANDS = ['Spigen', 'PanzerGlass', 'Anker', 'Baseus', 'Belkin', 'JBL'];

/** The accessory subcategory (index into accessoryChildren) of each accessory type device. */
const CATEGORY_OF_TYPE: Record<string, number> = {
  chargers: 0,
  cables: 0,
  cases: 1,
  'watch-straps': 1,
  'screen-protectors': 2,
  headphones: 3,
  powerbanks: 4,
};

const forWord: Record<Market, string> = { CZ: 'pro', RO: 'pentru' };

interface AccessorySpec {
  typeCode: string;
  manufacturer: string;
  /** "Ultra Hybrid", without the maker. */
  name: string;
  fitsModel: ModelInput | null;
  colour: ColourName | null;
  priceCzk: number;
  attributes: Record<string, Names | string>;
  /** The tile's attribute line; values in the market's language are filled in. */
  year: number;
}

const caseMaterials: Names[] = [
  { cs: 'Silikon', ro: 'Silicon' },
  { cs: 'Polykarbonát', ro: 'Policarbonat' },
  { cs: 'Kůže', ro: 'Piele' },
];
const strapMaterials: Names[] = [
  { cs: 'Silikon', ro: 'Silicon' },
  { cs: 'Nylon', ro: 'Nailon' },
];

function modelAccessories(models: ModelInput[]): AccessorySpec[] {
  return models.flatMap((model): AccessorySpec[] => {
    const random = seededRandom(hashText(`accessories/${model.id}`));
    if (model.type === 'smart-watches') {
      return (['black', 'orange'] as const).map((colour, index) => ({
        typeCode: 'watch-straps',
        manufacturer: index === 0 ? model.manufacturer : 'Spigen',
        name: index === 0 ? 'Sport Band' : 'Lite Fit',
        fitsModel: model,
        colour,
        priceCzk: index === 0 ? 1290 : 490,
        attributes: { material: strapMaterials[index]!, strap_width: random() < 0.5 ? '20' : '22' },
        year: model.releaseYear,
      }));
    }
    const material = caseMaterials[Math.floor(random() * caseMaterials.length)]!;
    return [
      ...(['black', 'blue'] as const).map((colour, index) => ({
        typeCode: 'cases',
        manufacturer: 'Spigen',
        name: index === 0 ? 'Ultra Hybrid' : 'Liquid Air',
        fitsModel: model,
        colour,
        priceCzk: model.type === 'tablets' ? 990 : 490 + index * 100,
        attributes: { material },
        year: model.releaseYear,
      })),
      {
        typeCode: 'screen-protectors',
        manufacturer: 'PanzerGlass',
        name: 'Ultra-Wide Fit',
        fitsModel: model,
        colour: null,
        priceCzk: model.type === 'tablets' ? 899 : 599,
        attributes: { protector_type: { cs: 'Tvrzené sklo', ro: 'Sticlă securizată' }, hardness: '9' },
        year: model.releaseYear,
      },
    ];
  });
}

function generalAccessories(year: number): AccessorySpec[] {
  const general = (typeCode: string, manufacturer: string, name: string, priceCzk: number, attributes: AccessorySpec['attributes'], colour: ColourName | null = null): AccessorySpec => ({
    typeCode,
    manufacturer,
    name,
    fitsModel: null,
    colour,
    priceCzk,
    attributes,
    year: year - 1,
  });
  const chargers = [20, 25, 30, 45, 65].flatMap((power) =>
    ['Anker', 'Baseus', 'Belkin'].map((maker) => general('chargers', maker, `USB-C ${power}W`, 290 + power * 12, { power: String(power), connector: 'USB-C' }, 'white')),
  );
  const cables = ['USB-C – USB-C', 'USB-C – Lightning'].flatMap((connector) =>
    ['1', '2'].flatMap((length) =>
      ['Anker', 'Baseus', 'Belkin'].map((maker) => general('cables', maker, `${connector} ${length} m`, 190 + Number(length) * 110, { length, connector }, 'black')),
    ),
  );
  const inEar = { cs: 'Do uší', ro: 'Intraauriculare' };
  const overEar = { cs: 'Přes hlavu', ro: 'Over-ear' };
  const headphones = [
    general('headphones', 'Apple', 'AirPods 4', 3690, { headphone_type: inEar, battery_life: '30' }, 'white'),
    general('headphones', 'Apple', 'AirPods Pro 2', 6290, { headphone_type: inEar, battery_life: '30' }, 'white'),
    general('headphones', 'Samsung', 'Galaxy Buds3', 3990, { headphone_type: inEar, battery_life: '30' }, 'silver'),
    general('headphones', 'Samsung', 'Galaxy Buds3 Pro', 5490, { headphone_type: inEar, battery_life: '26' }, 'silver'),
    general('headphones', 'JBL', 'Tune 520BT', 1290, { headphone_type: overEar, battery_life: '57' }, 'blue'),
    general('headphones', 'JBL', 'Live 770NC', 3990, { headphone_type: overEar, battery_life: '65' }, 'black'),
    general('headphones', 'Xiaomi', 'Redmi Buds 6', 890, { headphone_type: inEar, battery_life: '38' }, 'black'),
  ];
  const powerbanks = [10000, 20000].flatMap((capacity) =>
    ['Anker', 'Baseus', 'Xiaomi'].map((maker) =>
      general('powerbanks', maker, `Power Bank ${capacity / 1000}K`, capacity === 10000 ? 690 : 1090, { capacity: String(capacity), power: capacity === 10000 ? '22' : '45' }, 'black'),
    ),
  );
  return [...chargers, ...cables, ...headphones, ...powerbanks];
}

function localValue(value: Names | string, market: Market): string {
  return typeof value === 'string' ? value : marketName(market, value);
}

/**
 * Accessories: cases and a screen protector for every phone and tablet, straps for every
 * watch, and chargers, cables, headphones and power banks that fit any device.
 */
export function accessoryDrafts(market: Market, models: ModelInput[], codes: CodeSequence, year: number, draft: CatalogueDraft): void {
  for (const spec of [...modelAccessories(models), ...generalAccessories(year)]) {
    const colour = spec.colour ? colourPalette[spec.colour] : null;
    const colourName = colour ? marketName(market, { cs: colour.nameCs, ro: colour.nameRo }) : null;
    const fits = spec.fitsModel ? ` ${forWord[market]} ${spec.fitsModel.manufacturer} ${spec.fitsModel.name}` : '';
    const masterName = `${spec.name}${fits}`;
    const masterSeoName = slugify(`${spec.manufacturer} ${masterName}`);
    const masterKey = `accessory/${spec.typeCode}/${masterSeoName}`;
    if (!draft.masters.some((master) => master.key === masterKey)) {
      draft.masters.push({
        key: masterKey,
        typeCode: spec.typeCode,
        manufacturer: spec.manufacturer,
        modelId: null,
        fitsModelId: spec.fitsModel?.id ?? null,
        name: masterName,
        seoName: masterSeoName,
        categorySeoName: slugify(marketName(market, accessoryChildren[CATEGORY_OF_TYPE[spec.typeCode]!]!)),
        rating: null,
      });
    }
    const code = codes.take();
    const random = seededRandom(hashText(`${market}/${code}`));
    const longName = [spec.manufacturer, masterName, colourName].filter(Boolean).join(' ');
    const attributes = Object.fromEntries(Object.entries(spec.attributes).map(([key, value]) => [key, localValue(value, market)]));
    draft.products.push({
      masterKey,
      typeCode: spec.typeCode,
      manufacturer: spec.manufacturer,
      code,
      seoName: `${slugify(longName)}-${code.toLowerCase()}`,
      longName,
      shortName: spec.name,
      colourName,
      colourHex: colour?.hex ?? null,
      capacity: null,
      condition: 'new',
      quality: null,
      price: shopPrice(spec.priceCzk, market),
      commonPrice: random() < 0.2 ? shopPrice(spec.priceCzk * 1.25, market) : null,
      popularity: Math.floor(random() * 150),
      createdAt: createdAt(spec.year, year, random, false),
      attributes,
      metaAttributesDescription: [...Object.values(attributes).slice(0, 2), colourName].filter(Boolean).join(', '),
      giftCode: null,
      isNewModel: false,
    });
  }
}
