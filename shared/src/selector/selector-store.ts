import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SelectedChoices, SelectorDataKey } from './selector-data';

/** The cascade's steps, top first: choosing at one step clears every step below it. */
export const SELECTOR_STEPS = ['productType', 'manufacturer', 'model', 'color'] as const;
export type SelectorStep = (typeof SELECTOR_STEPS)[number];

/** The key of each step in the selector calls' answers. */
export const DATA_KEY_OF_STEP: Readonly<Record<SelectorStep, SelectorDataKey>> = {
  productType: 'product_type',
  manufacturer: 'product_manufacturer',
  model: 'product_model',
  color: 'product_color',
};

/** A step's pick; its options are read by query (`step-choices.ts`). */
export interface SelectorStepState {
  selected: string | null;
}

export type SelectorSteps = Record<SelectorStep, SelectorStepState>;

export interface SelectorState extends SelectorSteps {
  /**
   * The customer's pick (null deselects). Every step below is cleared and `onReset` runs;
   * picking a colour runs `onColorChosen` instead.
   */
  choose(step: SelectorStep, value: string | null): void;
  /**
   * Every pick at once from a selector-data answer (deep link, search pick, back or forward),
   * without callbacks: the flow shows whatever else that answer carries itself.
   */
  restore(selected: SelectedChoices): void;
}

export interface SelectorStoreOptions {
  /** The selection above the colour changed: the flow drops what hung on the old device. */
  onReset(): void;
  /** A colour was chosen: the flow loads what the device needs (appraisal form, service operations). */
  onColorChosen(color: string): void;
}

/** The slugs chosen so far in the shape the selector calls take (`selected_choices`). */
export function selectedChoicesOf(steps: SelectorSteps): SelectedChoices {
  return {
    product_type: steps.productType.selected,
    product_manufacturer: steps.manufacturer.selected,
    product_model: steps.model.selected,
    product_color: steps.color.selected,
  };
}

/** The step whose options depend on `step`'s pick; null below the colour. */
export function stepBelow(step: SelectorStep): SelectorStep | null {
  return SELECTOR_STEPS[SELECTOR_STEPS.indexOf(step) + 1] ?? null;
}

/** The step whose pick `step`'s options depend on; null for the product type. */
export function stepAbove(step: SelectorStep): SelectorStep | null {
  const index = SELECTOR_STEPS.indexOf(step);
  return index === 0 ? null : SELECTOR_STEPS[index - 1]!;
}

const emptyStep = (): SelectorStepState => ({ selected: null });

function emptySteps(): SelectorSteps {
  return { productType: emptyStep(), manufacturer: emptyStep(), model: emptyStep(), color: emptyStep() };
}

/**
 * The type -> manufacturer -> model -> colour cascade of spec section 4, shared unchanged
 * by the buyout and the service flow; anything flow-specific lives behind the callbacks.
 */
export function createSelectorStore({ onReset, onColorChosen }: SelectorStoreOptions): StoreApi<SelectorState> {
  return createStore<SelectorState>()((set) => ({
    ...emptySteps(),

    choose(step, value) {
      const below = SELECTOR_STEPS.slice(SELECTOR_STEPS.indexOf(step) + 1);
      const cleared = Object.fromEntries(below.map((lower) => [lower, emptyStep()]));
      set({ ...cleared, [step]: { selected: value } });
      if (step === 'color' && value !== null) onColorChosen(value);
      else onReset();
    },

    restore(selected) {
      const steps = emptySteps();
      for (const step of SELECTOR_STEPS) steps[step] = { selected: selected[DATA_KEY_OF_STEP[step]] };
      set(steps);
    },
  }));
}
