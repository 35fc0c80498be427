import type { Choice } from '@shop/shared/contract/common';
import type { ServiceOperation, ServiceSelectorData, SmartSearchItem } from '@shop/shared/contract/service';

const OPERATION_NAMES = [
  'Výměna displeje',
  'Výměna baterie',
  'Oprava nabíjecího konektoru',
  'Výměna zadního skla',
  'Výměna zadní kamery',
  'Výměna přední kamery',
  'Diagnostika po zatečení',
  'Přenos dat',
  'Čištění reproduktorů',
];

/** Nine repairs, so a list of seven has two behind "show more". */
export function operations(count = OPERATION_NAMES.length, firstId = 1): ServiceOperation[] {
  return OPERATION_NAMES.slice(0, count).map((name, index) => ({
    id: firstId + index,
    code: `op-${index}`,
    name,
    price: 1000 + index * 250,
    duration: 30 + index * 30,
    warranty: index === 6 ? 0 : index % 2 === 0 ? 6 : 3,
  }));
}

const choices = (...labels: string[]): Choice[] => labels.map((label) => ({ value: slug(label), label }));

/** "Mobilní telefony" -> "mobilni-telefony", as the server makes slugs. */
function slug(label: string): string {
  return label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, '-');
}

export const phoneTypes = choices('Mobilní telefony', 'Tablety');

/** The cascade of an Apple iPhone 15, chosen down to the model, with its operations. */
export const manufacturers = choices('Apple', 'Samsung');
export const models = choices('iPhone 14', 'iPhone 15');
export const colours = choices('iPhone 15 Black', 'iPhone 15 Pink');

export function iphone15Data(operationList = operations()): ServiceSelectorData {
  return {
    selected_choices: { product_type: 'mobilni-telefony', product_manufacturer: 'apple', product_model: 'iphone-15', product_color: null },
    choices: {
      product_type: phoneTypes,
      product_manufacturer: manufacturers,
      product_model: models,
      product_color: colours,
      service_operations: operationList,
    },
  };
}

export const iphone15Suggestion: SmartSearchItem = {
  id: 15,
  label: 'Apple iPhone 15',
  manufacturer: 'Apple',
  model: 'iPhone 15',
  url: '/servis/mobilni-telefony/apple/iphone-15/',
};
