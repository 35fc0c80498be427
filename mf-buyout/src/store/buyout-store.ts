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
import { firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { fieldErrorsOf, type FormError } from '@shop/shared/query/form-error';
import type { SelectedChoices, SelectorChoices } from '@shop/shared/selector/selector-data';
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
  /** The address was opened once: until then nothing is shown, so the first paint is already its loading state. */
  opened: boolean;
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
  personalInfo: PersonalInfo;
  personalInfoErrors: FieldErrors | null;
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
  /** The send-to-email body when the address passes the rules; else the messages go to the field and null comes back. */
  emailBody(): SendToEmailBody | null;
  /** What the send-to-email call answered: null when sent; a 409 reloads the prices, keeping the answers. */
  emailAnswered(error: FormError | null): Promise<void>;
  setPersonalInfo<K extends keyof PersonalInfo>(field: K, value: PersonalInfo[K]): void;
  /** The sell-online body when every field passes the market's rules; else the messages go to the fields and null comes back. */
  saleBody(): SellOnlineBody | null;
  /** The sale is stored: go to the sold buyout's page. */
  saleDone(location: string): void;
  /** The sale was refused: 400 messages go to the fields, a 409 reloads the prices, anything else says it failed. */
  saleFailed(error: FormError): Promise<void>;
}

export type SendToEmailBody = RouteBody<typeof buyoutSendToEmail>;
export type SellOnlineBody = RouteBody<typeof buyoutSellOnline>;

export interface BuyoutStoreDeps {
  market: Market;
  /** GETs through the query cache: keyed by route and input (`queryFor`), retried by the client's defaults. */
  fetchRoute<R extends AnyRoute>(route: R, input: RouteInput<R>): Promise<RouteResponse<R>>;
  /** Puts the options a selector-data answer carries into the query cache, where the cascade reads them. */
  cacheSelectorChoices(data: { selected_choices: SelectedChoices; choices: SelectorChoices }): void;
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
  const { market } = deps;
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
  function appraisalPostData(): { device_identifier: string; appraisal_version: string; device_condition_choices: Record<string, string> } {
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
    opened: false,
    loadingFromUrl: null,
    addressError: null,
    email: '',
    personalInfo: emptyPersonalInfo(market),
    detail: null,

    async openAddress(address) {
      appraisalRequest += 1;
      set({ ...clearedAppraisal, opened: true, addressError: null, detail: null });
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
        deps.cacheSelectorChoices(data);
        selector.getState().restore(data.selected_choices);
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

    emailBody() {
      const checked = v.safeParse(sendToEmailBodyFieldsSchema, { e_mail: get().email });
      if (!checked.success) {
        set({ emailErrors: issuesToFieldErrors(checked.issues, deps.translateIssue), emailSent: null });
        return null;
      }
      set({ emailErrors: null, emailSent: null });
      return { e_mail: get().email, ...appraisalPostData() };
    },

    async emailAnswered(error) {
      if (error === null) return void set({ emailSent: true });
      set({ emailSent: false, emailErrors: fieldErrorsOf(error) });
      if (error.kind === 'conflict') await reloadStaleAppraisal();
    },

    setPersonalInfo(field, value) {
      set({ personalInfo: { ...get().personalInfo, [field]: value } });
    },

    saleBody() {
      const body = { ...personalInfoPayload(get().personalInfo), ...appraisalPostData() };
      const checked = v.safeParse(sellOnlineBodySchema(market, { today: deps.today }), body);
      if (!checked.success) {
        set({ personalInfoErrors: issuesToFieldErrors(checked.issues, deps.translateIssue), sellFailed: false });
        return null;
      }
      set({ personalInfoErrors: null, sellFailed: false });
      // The body passed the market's schema above, so it has the route's input shape.
      return body as SellOnlineBody;
    },

    saleDone(location) {
      deps.followLocation(location);
    },

    async saleFailed(error) {
      set({ personalInfoErrors: fieldErrorsOf(error), sellFailed: error.kind === 'failed' });
      if (error.kind === 'conflict') await reloadStaleAppraisal();
    },
  }));

  return { buyout, selector };
}
