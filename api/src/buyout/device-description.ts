import type { Choice } from '@shop/shared/contract/common';

/** `Apple iPhone 15 (Černá)`: the maker is not doubled when the model's name already starts with it. */
export function deviceDescription(manufacturer: Choice, model: Choice, colour: Choice): string {
  const name = model.label.toLowerCase().startsWith(manufacturer.label.toLowerCase()) ? model.label : `${manufacturer.label} ${model.label}`;
  return `${name} (${colour.label})`;
}
