import type { Choice } from '@shop/shared/contract/common';
import type { ServiceSelectorData } from '@shop/shared/contract/service';
import type { SelectedChoices, SelectorChoices } from '@shop/shared/selector/selector-data';
import { modelOperations } from '../operations/model-operations';
import {
  coloursOf,
  findColour,
  findModel,
  manufacturerSlug,
  manufacturersOfType,
  modelsOf,
  serviceTypes,
  type SelectorScope,
} from './device-catalog';

export interface SelectionSlugs {
  product_type?: string | undefined;
  product_manufacturer?: string | undefined;
  product_model?: string | undefined;
  product_color?: string | undefined;
}

export interface ResolvedSelection extends ServiceSelectorData {
  modelId: number | null;
}

const asChoices = (rows: readonly { value: string; label: string }[]): Choice[] => rows.map(({ value, label }) => ({ value, label }));

/**
 * Walks the cascade down the given slugs. A slug that is not among its step's choices ends
 * the selection there, so a stale deep link still opens the page at the last valid step.
 * Operations come with the model: a repair does not depend on the colour.
 */
export async function resolveSelection(scope: SelectorScope, slugs: SelectionSlugs): Promise<ResolvedSelection> {
  const selected: SelectedChoices = { product_type: null, product_manufacturer: null, product_model: null, product_color: null };
  const choices: SelectorChoices = { product_type: [], product_manufacturer: [], product_model: [], product_color: [] };
  const types = await serviceTypes(scope);
  choices.product_type = types.map((type) => ({ value: type.slug, label: type.label }));
  let modelId: number | null = null;

  const type = types.find((row) => row.slug === slugs.product_type);
  if (type) {
    selected.product_type = type.slug;
    const makers = await manufacturersOfType(scope, type.id);
    choices.product_manufacturer = asChoices(makers);
    const maker = makers.find((row) => row.value === slugs.product_manufacturer);
    if (maker) {
      selected.product_manufacturer = maker.value;
      const modelRows = await modelsOf(scope, type.id, maker.id);
      choices.product_model = modelRows.map((row) => ({ value: row.slug, label: row.name }));
      const model = modelRows.find((row) => row.slug === slugs.product_model);
      if (model) {
        selected.product_model = model.slug;
        modelId = model.id;
        const colourRows = await coloursOf(scope, model.id);
        choices.product_color = colourRows.map(({ value, label, picture }) => ({ value, label, picture }));
        // findColour also knows the other market's slug, and answers with this market's value.
        const colour = slugs.product_color ? await findColour(scope, slugs.product_color) : undefined;
        selected.product_color = colour?.modelId === model.id ? colour.value : null;
      }
    }
  }

  const operations = modelId === null ? [] : await modelOperations(scope.db, scope.market, scope.locale, modelId);
  return { selected_choices: selected, choices: { ...choices, service_operations: operations }, modelId };
}

/**
 * The slugs of a model (by id), down to its colour when it comes in one colour only, or
 * null for an unknown model or one of a type the service does not take.
 */
export async function slugsOfModel(scope: SelectorScope, modelId: number): Promise<SelectionSlugs | null> {
  const model = await findModel(scope, { id: modelId });
  if (!model) return null;
  const type = (await serviceTypes(scope)).find((row) => row.id === model.productTypeId);
  if (!type) return null;
  const colourRows = await coloursOf(scope, model.id);
  return {
    product_type: type.slug,
    product_manufacturer: (await manufacturerSlug(scope, model.manufacturerId)).slug,
    product_model: model.slug,
    product_color: colourRows.length === 1 ? colourRows[0]!.value : undefined,
  };
}
