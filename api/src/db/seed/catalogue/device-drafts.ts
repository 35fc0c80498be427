import { QUALITIES, type Quality } from '@shop/shared/buyout/quality';
import type { Market } from '@shop/shared/contract/common';
import { launchPriceCzk } from '../buyout/model-prices';
import { typeSeoName } from '../catalog/category-names';
import { productTypeSeeds, type ProductTypeCode } from '../catalog/product-types';
import { hashText, pickSome, seededRandom } from '../random';
import { slugify } from '../slugify';
import { currentNewPriceCzk, shopPrice, USED_PRICE_SHARE } from './catalogue-prices';
import type { CatalogueDraft, MasterDraft } from './drafts';

export interface ModelInput {
  id: number;
  name: string;
  manufacturer: string;
  type: ProductTypeCode;
  releaseYear: number;
  colours: { nameCs: string; nameRo: string; hex: string }[];
}

const CAPACITY_STEP = 1.15;

/** Storage sizes sold new, by release year: two per colour. */
function capacities(type: ProductTypeCode, year: number): string[] {
  if (type === 'smart-watches') return ['41', '45'];
  if (type === 'tablets') return year >= 2022 ? ['128', '256'] : ['64', '256'];
  return year >= 2021 ? ['128', '256'] : ['64', '128'];
}

function displaySize(model: ModelInput, random: () => number): string {
  const name = model.name.toLowerCase();
  if (model.type === 'tablets') return /pro|max|ultra|13|12\.9/.test(name) ? '12.9' : /mini|8/.test(name) ? '8.3' : '10.9';
  if (/max|plus|\+|ultra|xl|fold/.test(name)) return '6.7';
  if (/mini/.test(name)) return '5.4';
  return model.manufacturer === 'Apple' ? '6.1' : (6.1 + Math.floor(random() * 6) / 10).toFixed(1);
}

const usedWords: Record<Market, (quality: Quality) => string> = {
  CZ: (quality) => `použitý, stav ${quality}`,
  RO: (quality) => `folosit, stare ${quality}`,
};

export class CodeSequence {
  private next = 100001;
  take(): string {
    return `P${this.next++}`;
  }
}

/**
 * Every model of the buyout catalogue as new goods (each colour in two capacities or sizes)
 * and as used pieces (two grades per colour). Structure and codes do not depend on the market,
 * so one variant has the same code in both; prices, stock and popularity do.
 */
export function deviceDrafts(market: Market, models: ModelInput[], codes: CodeSequence, year: number, draft: CatalogueDraft): void {
  for (const model of models) {
    const type = productTypeSeeds.find((seed) => seed.code === model.type)!;
    const maker = model.manufacturer;
    const fullName = model.name.toLowerCase().startsWith(maker.toLowerCase()) ? model.name : `${maker} ${model.name}`;
    const master: MasterDraft = {
      key: `device/${model.id}`,
      typeCode: model.type,
      manufacturer: maker,
      modelId: model.id,
      fitsModelId: null,
      name: model.name,
      seoName: slugify(fullName),
      categorySeoName: `${typeSeoName(market, type)}-${slugify(maker)}`,
      rating: ratingOf(seededRandom(hashText(`rating/${model.id}`))),
    };
    draft.masters.push(master);
    const launch = launchPriceCzk({ manufacturer: maker, type: model.type, name: model.name, releaseYear: model.releaseYear });
    const newCzk = currentNewPriceCzk(launch, model.releaseYear, year);
    const structure = seededRandom(hashText(`variants/${model.id}`));
    const display = displaySize(model, structure);
    const ram = String(newCzk > 20000 ? 12 : newCzk > 12000 ? 8 : newCzk > 7000 ? 6 : 4);
    const battery = String(3000 + Math.floor(structure() * 26) * 100);
    const sizes = capacities(model.type, model.releaseYear);

    for (const colour of model.colours) {
      const colourName = market === 'CZ' ? colour.nameCs : colour.nameRo;
      const grades = pickSome(structure, QUALITIES, 2, 2);
      const variants: { size: string; sizeIndex: number; quality: Quality | null }[] = [
        ...sizes.map((size, sizeIndex) => ({ size, sizeIndex, quality: null })),
        ...grades.map((quality) => ({ size: sizes[0]!, sizeIndex: 0, quality })),
      ];
      for (const variant of variants) {
        const code = codes.take();
        const random = seededRandom(hashText(`${market}/${code}`));
        const sizeLabel = model.type === 'smart-watches' ? `${variant.size} mm` : `${variant.size} GB`;
        const shortName = `${model.name} ${sizeLabel}`;
        const base = `${fullName} ${sizeLabel} ${colourName}`;
        const longName = variant.quality ? `${base} – ${usedWords[market](variant.quality)}` : base;
        const czk = newCzk * CAPACITY_STEP ** variant.sizeIndex * (variant.quality ? USED_PRICE_SHARE[variant.quality] : 1);
        const attributes = deviceAttributes(model.type, variant.size, variant.sizeIndex, { display, ram, battery });
        draft.products.push({
          masterKey: master.key,
          typeCode: model.type,
          manufacturer: maker,
          code,
          seoName: `${slugify(longName)}-${code.toLowerCase()}`,
          longName,
          shortName,
          colourName,
          colourHex: colour.hex,
          capacity: model.type === 'smart-watches' ? null : sizeLabel,
          condition: variant.quality ? 'used' : 'new',
          quality: variant.quality,
          price: shopPrice(czk, market),
          commonPrice: random() < 0.3 ? shopPrice(czk * (1.08 + random() * 0.15), market) : null,
          popularity: Math.floor(random() * (variant.quality ? 40 : 120) * (model.releaseYear >= year - 1 ? 2 : 1)),
          createdAt: createdAt(model.releaseYear, year, random, variant.quality !== null),
          attributes,
          metaAttributesDescription: metaDescription(model.type, attributes, colourName),
          giftCode: !variant.quality && model.type === 'phones' && random() < 0.2 ? (random() < 0.5 ? 'glass' : 'case') : null,
          isNewModel: model.releaseYear >= year - 1,
        });
      }
    }
  }
}

function deviceAttributes(type: ProductTypeCode, size: string, sizeIndex: number, fixed: { display: string; ram: string; battery: string }): Record<string, string> {
  if (type === 'phones') return { storage: size, ram: fixed.ram, display: fixed.display, battery: fixed.battery };
  if (type === 'tablets') return { storage: size, display: fixed.display, connectivity: sizeIndex === 0 ? 'Wi-Fi' : 'Wi-Fi + Cellular' };
  return { case_size: size, connectivity: sizeIndex === 0 ? 'GPS' : 'GPS + Cellular', battery_life: String(18 + (Number(fixed.battery) % 7) * 12) };
}

function metaDescription(type: ProductTypeCode, attributes: Record<string, string>, colourName: string): string {
  if (type === 'phones') return `${attributes.storage} GB, ${attributes.ram} GB RAM, ${attributes.display}", ${colourName}`;
  if (type === 'tablets') return `${attributes.storage} GB, ${attributes.display}", ${attributes.connectivity}, ${colourName}`;
  return `${attributes.case_size} mm, ${attributes.connectivity}, ${colourName}`;
}

function ratingOf(random: () => number): MasterDraft['rating'] {
  if (random() < 0.25) return null;
  return { average: Math.round((3.6 + random() * 1.4) * 10) / 10, count: 1 + Math.floor(random() * 120) };
}

/** The day the variant came on sale: in its release year (used pieces later), never in the future. */
export function createdAt(releaseYear: number, year: number, random: () => number, used: boolean): Date {
  const start = Date.UTC(Math.min(releaseYear, year), Math.floor(random() * 9), 1 + Math.floor(random() * 27));
  const date = new Date(start + (used ? Math.floor(random() * 400) : 0) * 86_400_000);
  return date.getTime() > Date.now() ? new Date(Date.now() - Math.floor(random() * 30) * 86_400_000) : date;
}
