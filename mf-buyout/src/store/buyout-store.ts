import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ANSWERS_QUERY_PARAM, buyoutSelectionPath, formatAnswersParam } from '@shop/shared/buyout/buyout-links';
import { canBeEmpty, defaultAnswers, type ConditionAnswers } from '@shop/shared/buyout/default-answers';
import { computeAppraisal, type AppraisalOutcome } from '@shop/shared/buyout/pricing';
import {
  buyoutAppraisalForm,
  buyoutProductSelectorData,
  buyoutSellOnline,
  buyoutSendToEmail,
  sellOnlineBodySchema,
  type Appraisal,
} from '@shop/shared/contract/buyout';
import type { Market } from '@shop/shared/contract/common';
import type { AnyRoute, FieldErrors, RouteBody, RouteInput, RouteResponse } from '@shop/shared/contract/route';
import type { ApiClient } from '@shop/shared/http/api-client';
import { firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { createSelectorStore, selectedChoicesOf, type SelectorState } from '@shop/shared/selector/selector-store';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { sendToEmailBodyFieldsSchema } from '@shop/shared/validation/personal-info';
import { emptyPersonalInfo, personalInfoPayload, type PersonalInfo } from './personal-info';
import type { BuyoutAddress } from './buyout-address';
import { VIEW, switchedView, type ExclusiveView } from './view-flags';

/** Why there is no price: the spec's pricing error text, or the server's own message (a 400 on the form load). */
export type AppraisalError = { kind: 'pricing' } | { kind: 'server'; message: string };

/** Spec section 4: a deep link loads the product selector, then the appraisal, then the device conditions. */
export type LoadingFromUrl = 'product_selector' | 'appraisal' | 'device_condition' | null;

export interface BuyoutState {
  /** Bit set of VIEW flags. */
  viewFlags: number;
  /** The offer e-mail: not sent yet (null), sent (true), failed (false). */
  emailSent: boolean | null;
  loadingFromUrl: LoadingFromUrl;
  /** Opening the address failed: it names a device the server does not know, or the call failed. */
  addressError: 'not_found' | 'failed' | null;
  appraisal: Appraisal | null;
  appraisalLoading: boolean;
  appraisalError: AppraisalError | null;
  answers: ConditionAnswers;
  /** Grade and price of the current answers, recomputed on every answer. */
  outcome: AppraisalOutcome | null;
  /** Prices changed under the customer (409): the form was reloaded with the answers kept. */
  pricesChanged: boolean;
  email: string;
  emailErrors: FieldErrors | null;
  emailSending: boolean;
  personalInfo: PersonalInfo;
  personalInfoErrors: FieldErrors | null;
  selling: boolean;
  /** The sale failed for a reason the form cannot show at a field. */
  sellFailed: boolean;
  /** The sold buyout shown in review mode. */
  detail: { id: number; token: string } | null;

  openAddress(address: BuyoutAddress | null): Promise<void>;
  /** Shows a page address the server gave (a choices call's `url`). */
  showUrl(url: string): void;
  resetAppraisal(): void;
  loadAppraisal(color: string, kept?: ConditionAnswers): Promise<void>;
  setAnswer(conditionId: string, value: string | null): void;
  switchView(view: ExclusiveView): void;
  closeView(): void;
  setEmail(email: string): void;
  sendToEmail(): Promise<void>;
  setPersonalInfo<K extends keyof PersonalInfo>(field: K, value: PersonalInfo[K]): void;
  sellOnline(): Promise<void>;
}

export interface BuyoutStoreDeps {
  api: ApiClient;
  market: Market;
  /** GETs through the query cache: keyed by route and input (`queryFor`), retried by the client's defaults. */
  fetchRoute<R extends AnyRoute>(route: R, input: RouteInput<R>): Promise<RouteResponse<R>>;
  /** Puts a path in the address bar; absent where the page is not ours (partner pages). */
  showAddress?: (path: string) => void;
  /** Goes to a sold buyout's page (the sell-online `Location`). */
  followLocation(location: string): void;
  /** A valibot issue's message in the user's language. */
  translateIssue(issue: v.BaseIssue<unknown>): string;
  today?: () => Date;
}

export interface BuyoutStores {
  buyout: StoreApi<BuyoutState>;
  selector: StoreApi<SelectorState>;
}

function appraisalErrorOf(error: unknown): AppraisalError {
  const message = isApiError(error) && error.status === 400 ? firstErrorMessage(error) : null;
  return message ? { kind: 'server', message } : { kind: 'pricing' };
}

function withAnswersQuery(url: string, answers: ConditionAnswers): string {
  const address = new URL(url, 'https://shop.invalid');
  const param = formatAnswersParam(answers);
  if (param === '') address.searchParams.delete(ANSWERS_QUERY_PARAM);
  else address.searchParams.set(ANSWERS_QUERY_PARAM, param);
  return address.pathname + address.search;
}

const clearedAppraisal = {
  appraisal: null,
  appraisalLoading: false,
  appraisalError: null,
  answers: {},
  outcome: null,
  pricesChanged: false,
  emailSent: null,
  emailErrors: null,
  personalInfoErrors: null,
  sellFailed: false,
  viewFlags: VIEW.BUYOUT,
} satisfies Partial<BuyoutState>;

/**
 * The buyout flow's state (spec sections 3 and 4): the shared selector cascade, the appraisal
 * with its answers and client-side price, view flags, the e-mail and sell-online forms. One
 * pair of stores per mounted widget, so two widgets on a page never share a selection.
 */
export function createBuyoutStores(deps: BuyoutStoreDeps): BuyoutStores {
  const { api, market } = deps;
  // Each appraisal load gets a number; only the latest may write its answer.
  let appraisalRequest = 0;

  const selector = createSelectorStore({
    onReset: () => buyout.getState().resetAppraisal(),
    onColorChosen: (color) => void buyout.getState().loadAppraisal(color),
  });

  const currentColor = () => selector.getState().color.selected;

  function withAnswers(appraisal: Appraisal, kept: ConditionAnswers) {
    const answers = defaultAnswers(appraisal.device_conditions, kept);
    return { appraisal, answers, outcome: computeAppraisal(appraisal, answers), appraisalError: null, appraisalLoading: false };
  }

  /** The appraisal fields every post carries (spec section 3, appraisal post data). */
  function appraisalPostData() {
    const { appraisal, answers } = buyout.getState();
    const choices = Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, string] => entry[1] !== null));
    return { device_identifier: currentColor() ?? '', appraisal_version: appraisal?.version ?? '', device_condition_choices: choices };
  }

  /** A 409 means the prices changed: reload the form, keeping every answer that still exists. */
  async function reloadStaleAppraisal(): Promise<void> {
    const color = currentColor();
    if (color === null) return;
    const kept = buyout.getState().answers;
    await buyout.getState().loadAppraisal(color, kept);
    buyout.setState({ pricesChanged: true });
  }

  const buyout = createStore<BuyoutState>()((set, get) => ({
    ...clearedAppraisal,
    loadingFromUrl: null,
    addressError: null,
    email: '',
    emailSending: false,
    personalInfo: emptyPersonalInfo(market),
    selling: false,
    detail: null,

    async openAddress(address) {
      appraisalRequest += 1;
      set({ ...clearedAppraisal, addressError: null, detail: null });
      if (address === null) return;
      if (address.target.kind === 'detail') {
        const { id, token } = address.target;
        set({ detail: { id, token }, viewFlags: switchedView(VIEW.REVIEW) });
        return;
      }
      const request = appraisalRequest;
      const query = { ...address.target.selected, ...(address.code ? { code: address.code } : {}) };
      set({ loadingFromUrl: 'product_selector' });
      try {
        const data = await deps.fetchRoute(buyoutProductSelectorData, { query });
        if (request !== appraisalRequest) return;
        selector.getState().restore(data);
        if (data.appraisal === null) {
          set({ loadingFromUrl: null });
          return;
        }
        set({ loadingFromUrl: 'appraisal' });
        const appraisal = data.appraisal;
        set({ loadingFromUrl: 'device_condition' });
        set({ ...withAnswers(appraisal, address.answers), loadingFromUrl: null });
      } catch (error) {
        if (request !== appraisalRequest) return;
        console.warn('The buyout address could not be opened', error);
        set({ loadingFromUrl: null, addressError: isApiError(error) && error.status === 404 ? 'not_found' : 'failed' });
      }
    },

    showUrl(url) {
      deps.showAddress?.(url);
    },

    resetAppraisal() {
      appraisalRequest += 1;
      set(clearedAppraisal);
    },

    async loadAppraisal(color, kept = {}) {
      appraisalRequest += 1;
      const request = appraisalRequest;
      set({ appraisalLoading: true, appraisalError: null, emailSent: null });
      try {
        const { url, appraisal } = await deps.fetchRoute(buyoutAppraisalForm, { params: { product_color: color } });
        if (request !== appraisalRequest || currentColor() !== color) return;
        const loaded = withAnswers(appraisal, kept);
        set(loaded);
        // Spec section 7: the url the appraisal form returns replaces the client's; answers the
        // customer had already given (a reload) stay in it.
        deps.showAddress?.(Object.keys(kept).length > 0 ? withAnswersQuery(url, loaded.answers) : url);
      } catch (error) {
        if (request !== appraisalRequest) return;
        set({ appraisal: null, answers: {}, outcome: null, appraisalLoading: false, appraisalError: appraisalErrorOf(error) });
      }
    },

    setAnswer(conditionId, value) {
      const { appraisal, answers } = get();
      const condition = appraisal?.device_conditions[conditionId];
      if (!appraisal || !condition || condition.disabled) return;
      if (value === null ? !canBeEmpty(condition) : !condition.choices.some((choice) => choice.value === value)) return;
      const next = { ...answers, [conditionId]: value };
      set({ answers: next, outcome: computeAppraisal(appraisal, next), pricesChanged: false });
      deps.showAddress?.(buyoutSelectionPath(market, selectedChoicesOf(selector.getState()), next));
    },

    switchView(view) {
      set({ viewFlags: switchedView(view) });
    },

    closeView() {
      set({ viewFlags: VIEW.BUYOUT });
    },

    setEmail(email) {
      set({ email });
    },

    async sendToEmail() {
      if (get().emailSending) return;
      const checked = v.safeParse(sendToEmailBodyFieldsSchema, { e_mail: get().email });
      if (!checked.success) {
        set({ emailErrors: issuesToFieldErrors(checked.issues, deps.translateIssue), emailSent: null });
        return;
      }
      set({ emailSending: true, emailErrors: null, emailSent: null });
      try {
        await api.call(buyoutSendToEmail, { body: { e_mail: get().email, ...appraisalPostData() } });
        set({ emailSending: false, emailSent: true });
      } catch (error) {
        set({ emailSending: false, emailSent: false, emailErrors: isApiError(error) ? error.fieldErrors : null });
        if (isApiError(error) && error.status === 409) await reloadStaleAppraisal();
      }
    },

    setPersonalInfo(field, value) {
      set({ personalInfo: { ...get().personalInfo, [field]: value } });
    },

    async sellOnline() {
      if (get().selling) return;
      const body = { ...personalInfoPayload(get().personalInfo), ...appraisalPostData() };
      const checked = v.safeParse(sellOnlineBodySchema(market, { today: deps.today }), body);
      if (!checked.success) {
        set({ personalInfoErrors: issuesToFieldErrors(checked.issues, deps.translateIssue), sellFailed: false });
        return;
      }
      set({ selling: true, personalInfoErrors: null, sellFailed: false });
      try {
        // The body passed the market's schema above, so it has the route's input shape.
        const result = await api.callWithMeta(buyoutSellOnline, { body: body as RouteBody<typeof buyoutSellOnline> });
        set({ selling: false });
        deps.followLocation(result.location ?? result.data.location);
      } catch (error) {
        const fieldErrors = isApiError(error) && error.status === 400 ? error.fieldErrors : null;
        const stale = isApiError(error) && error.status === 409;
        set({ selling: false, personalInfoErrors: fieldErrors, sellFailed: fieldErrors === null && !stale });
        if (stale) await reloadStaleAppraisal();
      }
    },
  }));

  return { buyout, selector };
}
