import type { ProductTypeCode } from '../catalog/product-types';

/** How a model ranks for repair prices: parts for a flagship cost several times those of a budget phone. */
export type PriceTier = 'budget' | 'standard' | 'high' | 'premium' | 'foldable';

/** One kind of repair as the seed offers it; prices are Czech crowns for a standard model of the current year. */
export interface OperationKind {
  code: string;
  nameCs: string;
  nameRo: string;
  /** Product types it is offered for. */
  types: readonly ProductTypeCode[];
  /** Standard-tier price in CZK; the tier and the model's age scale it unless `flat`. */
  basePriceCzk: number;
  /** Labour-only services (diagnosis, data transfer, software) cost the same for every model. */
  flat?: boolean;
  durationMinutes: number;
  warrantyMonths: number;
  /** Share of models that get it (1 = all): not every model has a spare part on stock. */
  offeredShare?: number;
}

const phones: ProductTypeCode[] = ['phones'];
const phonesAndTablets: ProductTypeCode[] = ['phones', 'tablets'];
const allTypes: ProductTypeCode[] = ['phones', 'tablets', 'smart-watches'];

/** In the order the operations list shows them: the repairs customers ask for most first. */
export const operationKinds: readonly OperationKind[] = [
  { code: 'display', nameCs: 'Výměna displeje', nameRo: 'Înlocuire display', types: allTypes, basePriceCzk: 4990, durationMinutes: 60, warrantyMonths: 6 },
  { code: 'battery', nameCs: 'Výměna baterie', nameRo: 'Înlocuire baterie', types: allTypes, basePriceCzk: 1490, durationMinutes: 45, warrantyMonths: 6 },
  { code: 'charging-port', nameCs: 'Výměna nabíjecího konektoru', nameRo: 'Înlocuire mufă de încărcare', types: phonesAndTablets, basePriceCzk: 1290, durationMinutes: 60, warrantyMonths: 6 },
  { code: 'back-glass', nameCs: 'Výměna zadního skla', nameRo: 'Înlocuire capac spate din sticlă', types: phones, basePriceCzk: 2290, durationMinutes: 120, warrantyMonths: 6, offeredShare: 0.85 },
  { code: 'rear-camera', nameCs: 'Výměna zadního fotoaparátu', nameRo: 'Înlocuire cameră principală', types: phonesAndTablets, basePriceCzk: 2790, durationMinutes: 60, warrantyMonths: 6 },
  { code: 'front-camera', nameCs: 'Výměna přední kamery', nameRo: 'Înlocuire cameră frontală', types: phonesAndTablets, basePriceCzk: 1790, durationMinutes: 60, warrantyMonths: 6 },
  { code: 'water-damage', nameCs: 'Diagnostika poškození tekutinou', nameRo: 'Diagnosticare după contact cu lichide', types: allTypes, basePriceCzk: 690, flat: true, durationMinutes: 120, warrantyMonths: 0 },
  { code: 'data-transfer', nameCs: 'Přenos dat do nového zařízení', nameRo: 'Transfer de date pe un dispozitiv nou', types: phonesAndTablets, basePriceCzk: 590, flat: true, durationMinutes: 60, warrantyMonths: 0 },
  { code: 'software', nameCs: 'Aktualizace a obnova softwaru', nameRo: 'Actualizare și restaurare software', types: allTypes, basePriceCzk: 490, flat: true, durationMinutes: 45, warrantyMonths: 1 },
  { code: 'speaker', nameCs: 'Výměna reproduktoru', nameRo: 'Înlocuire difuzor', types: phonesAndTablets, basePriceCzk: 990, durationMinutes: 45, warrantyMonths: 6, offeredShare: 0.9 },
  { code: 'microphone', nameCs: 'Výměna mikrofonu', nameRo: 'Înlocuire microfon', types: phonesAndTablets, basePriceCzk: 990, durationMinutes: 45, warrantyMonths: 6, offeredShare: 0.8 },
  { code: 'buttons', nameCs: 'Oprava tlačítek', nameRo: 'Reparare butoane', types: allTypes, basePriceCzk: 1090, durationMinutes: 60, warrantyMonths: 6, offeredShare: 0.75 },
  { code: 'water-resistance', nameCs: 'Obnova vodotěsnosti', nameRo: 'Refacere etanșeitate', types: ['phones', 'smart-watches'], basePriceCzk: 790, durationMinutes: 90, warrantyMonths: 3, offeredShare: 0.6 },
  { code: 'diagnostics', nameCs: 'Diagnostika závady', nameRo: 'Diagnosticare defect', types: allTypes, basePriceCzk: 390, flat: true, durationMinutes: 30, warrantyMonths: 0 },
];
