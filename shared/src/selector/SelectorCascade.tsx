import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { Choice, ChoicesResponse } from '../contract/common';
import { Field } from '../ui/field';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { ChoiceList } from './ChoiceList';
import type { SelectedChoices } from './selector-data';
import {
  SELECTOR_STEPS,
  selectedChoicesOf,
  stepAbove,
  stepBelow,
  type SelectorState,
  type SelectorStep,
} from './selector-store';
import { LoadFailed } from '../ui/load-failed';

/** The product type the server calls accessories; both flows show it as smart watches (spec section 4). */
export const SMART_WATCHES_TYPE_VALUE = 'prislusenstvi';

/**
 * Loads the options of `step` for the selection above it. The flow maps each step to its own
 * choices route (the buyout and the service calls differ only in path), and answers the
 * options with the page address of that selection.
 */
export type LoadStepChoices = (step: SelectorStep, selection: SelectedChoices, signal: AbortSignal) => Promise<ChoicesResponse>;

export interface SelectorCascadeProps {
  store: StoreApi<SelectorState>;
  loadChoices: LoadStepChoices;
  /** After the customer's pick, the page address the server gave for the selection (flows keep it in the address). */
  onSelectionUrl?: (url: string) => void;
  /** Every pick, e.g. for a click analytics event. */
  onPick?: (step: SelectorStep, value: string | null) => void;
}

type StepStatus = 'loading' | 'error';

/** True when `step`'s options can be asked for: the step above it is chosen. */
function isLoadable(step: SelectorStep, state: SelectorState): boolean {
  const above = stepAbove(step);
  return above === null || state[above].selected !== null;
}

function sameSelectionAbove(step: SelectorStep, a: SelectedChoices, b: SelectedChoices): boolean {
  const keys = (['product_type', 'product_manufacturer', 'product_model'] as const).slice(0, SELECTOR_STEPS.indexOf(step));
  return keys.every((key) => a[key] === b[key]);
}

/**
 * The type -> manufacturer -> model -> colour selector of both flows. The store holds the
 * picks and options and applies the clearing rules; this component loads each step's options
 * when the step above is picked, reloads them in the new language, and shows loading and
 * failure per step. Types and manufacturers are tiles (a radio group each), the long model
 * list a select, the colours tiles again.
 */
export function SelectorCascade({ store, loadChoices, onSelectionUrl, onPick }: SelectorCascadeProps) {
  const { t, i18n } = useLingui();
  const state = useStore(store);
  const [statuses, setStatuses] = useState<Partial<Record<SelectorStep, StepStatus>>>({});
  const controllers = useRef(new Map<SelectorStep, AbortController>());
  // The latest callbacks without reloading when a parent re-renders with new function identities.
  const latest = useRef({ loadChoices, onSelectionUrl });
  latest.current = { loadChoices, onSelectionUrl };

  const load = useCallback(
    async (step: SelectorStep, reportUrl: boolean) => {
      controllers.current.get(step)?.abort();
      const controller = new AbortController();
      controllers.current.set(step, controller);
      const requested = selectedChoicesOf(store.getState());
      setStatuses((current) => ({ ...current, [step]: 'loading' }));
      try {
        const answer = await latest.current.loadChoices(step, requested, controller.signal);
        // A newer pick above this step made the answer stale.
        if (controller.signal.aborted || !sameSelectionAbove(step, requested, selectedChoicesOf(store.getState()))) return;
        store.getState().setChoices(step, answer.choices);
        setStatuses((current) => ({ ...current, [step]: undefined }));
        if (reportUrl) latest.current.onSelectionUrl?.(answer.url);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Selector choices could not be loaded', error);
        setStatuses((current) => ({ ...current, [step]: 'error' }));
      }
    },
    [store],
  );

  // First options when the flow did not restore any; abort whatever is running on unmount.
  useEffect(() => {
    if (store.getState().productType.choices.length === 0) void load('productType', false);
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, [store, load]);

  // Option labels come in the request's language: a language switch reloads every shown step.
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    const current = store.getState();
    for (const step of SELECTOR_STEPS) if (isLoadable(step, current)) void load(step, false);
  }, [i18n.locale, store, load]);

  const pick = (step: SelectorStep, value: string | null) => {
    store.getState().choose(step, value);
    onPick?.(step, value);
    // Options below the old pick are gone; stop their loads and clear their loading or failure too.
    const lowerSteps = SELECTOR_STEPS.slice(SELECTOR_STEPS.indexOf(step) + 1);
    for (const lower of lowerSteps) controllers.current.get(lower)?.abort();
    setStatuses((current) => {
      const next = { ...current };
      for (const lower of lowerSteps) delete next[lower];
      return next;
    });
    const below = stepBelow(step);
    if (below !== null && value !== null) void load(below, true);
  };

  const labels: Record<SelectorStep, string> = {
    productType: t`Typ zařízení`,
    manufacturer: t`Výrobce`,
    model: t`Model`,
    color: t`Barva`,
  };

  const typeChoices: Choice[] = state.productType.choices.map((choice) =>
    choice.value === SMART_WATCHES_TYPE_VALUE ? { ...choice, label: t`Chytré hodinky` } : choice,
  );

  const stepStatus = (step: SelectorStep) => {
    const stepName = labels[step];
    if (statuses[step] === 'loading') return <Spinner label={t`Načítám možnosti: ${stepName}`} />;
    if (statuses[step] !== 'error') return null;
    return (
      <LoadFailed onRetry={() => void load(step, false)}>
        <Trans>Možnosti „{stepName}“ se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  };

  return (
    <div>
      {typeChoices.length > 0 && (
        <ChoiceList label={labels.productType} choices={typeChoices} selected={state.productType.selected} onChoose={(value) => pick('productType', value)} />
      )}
      {stepStatus('productType')}
      {state.manufacturer.choices.length > 0 && (
        <ChoiceList label={labels.manufacturer} choices={state.manufacturer.choices} selected={state.manufacturer.selected} onChoose={(value) => pick('manufacturer', value)} />
      )}
      {stepStatus('manufacturer')}
      {state.model.choices.length > 0 && (
        <Field label={labels.model}>
          {(control) => (
            <Select
              {...control}
              value={state.model.selected ?? ''}
              placeholder={t`Vyberte model`}
              options={state.model.choices}
              onChange={(event) => pick('model', event.target.value === '' ? null : event.target.value)}
            />
          )}
        </Field>
      )}
      {stepStatus('model')}
      {state.color.choices.length > 0 && (
        <ChoiceList label={labels.color} choices={state.color.choices} selected={state.color.selected} onChoose={(value) => pick('color', value)} />
      )}
      {stepStatus('color')}
    </div>
  );
}
