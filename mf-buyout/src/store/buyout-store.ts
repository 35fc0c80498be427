import type * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { buyoutSelectionPath } from '@shop/shared/buyout/buyout-links';
import { canBeEmpty, type ConditionAnswers } from '@shop/shared/buyout/default-answers';
import { newSaleToken } from '@shop/shared/buyout/sale-token';
import { buyoutProductSelectorData, buyoutSellOnline, buyoutSendToEmail, sendToEmailBodyFieldsSchema } from '@shop/shared/contract/buyout-flow';
import type { SellOnlineRule } from '@shop/shared/contract/buyout-sell-online';
import type { Market } from '@shop/shared/contract/common';
import type { FieldErrors, RouteBody, RouteQuery } from '@shop/shared/contract/route';
import { firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { fieldErrorsOf, type FormError } from '@shop/shared/query/form-error';
import { createSelectorStore, selectedChoicesOf, type SelectorState } from '@shop/shared/selector/selector-store';
import { issuesToFieldErrors } from '@shop/shared/validation/field-errors';
import { safeParse } from './safe-parse';
import { emptyPersonalInfo, personalInfoPayload, type PersonalInfo } from './personal-info';
import type { BuyoutAddress } from './buyout-address';
import { shownAppraisal, type ShownAppraisal } from './shown-appraisal';
import { VIEW, switchedView, type ExclusiveView } from './view-flags';

/** Why there is no price: the spec's pricing error text, or the server's own message (a 400 on the form load). */
export type AppraisalError = { kind: 'pricing' } | { kind: 'server'; message: string };

/**
 * Which call answers the appraisal: the selector data of an address the customer opened (its
 * slugs or an offer's code), or the appraisal form of a colour they chose. The flow reads it by
 * this choice (`flow/appraisal-queries.ts`), so an answer for an older choice never shows.
 */
export type AppraisalSource =
  | { from: 'address'; query: RouteQuery<typeof buyoutProductSelectorData> }
  | { from: 'color'; color: string };

export interface BuyoutState {
  /** Bit set of VIEW flags. */
  viewFlags: number;
  /** The address was opened once: until then nothing is shown, so the first paint is already its loading state. */
  opened: boolean;
  /** The offer e-mail: not sent yet (null), sent (true), failed (false). */
  emailSent: boolean | null;
  /** Where the appraisal comes from; null until an address or a colour names a device. */
  source: AppraisalSource | null;
  /** The answers the customer gave (or the address carried); the rest take their defaults (`shownAppraisal`). */
  answers: ConditionAnswers;
  /** Prices changed under the customer (409): the form was reloaded with the answers kept. */
  pricesChanged: boolean;
  email: string;
  emailErrors: FieldErrors | null;
  personalInfo: PersonalInfo;
  personalInfoErrors: FieldErrors | null;
  /** The sell-online form's one-time token: the server sells once per token, a finished sale makes a new one. */
  saleToken: string;
  /** The sale failed for a reason the form cannot show at a field. */
  sellFailed: boolean;
  /** The sold buyout shown in review mode. */
  detail: { id: number; token: string } | null;

  openAddress(address: BuyoutAddress | null): void;
  /** Shows a page address the server gave (a choices call's `url`). */
  showUrl(url: string): void;
  resetAppraisal(): void;
  /** A colour was chosen: its appraisal form is shown with fresh answers. */
  chooseColor(color: string): void;
  /** An answer to one question of `shown`; refused when it does not fit the question. */
  setAnswer(shown: ShownAppraisal, conditionId: string, value: string | null): void;
  switchView(view: ExclusiveView): void;
  closeView(): void;
  setEmail(email: string): void;
  /** The send-to-email body when the address passes the rules; else the messages go to the field and null comes back. */
  emailBody(shown: ShownAppraisal): SendToEmailBody | null;
  /** What the send-to-email call answered: null when sent; a 409 reloads the prices, keeping the answers. */
  emailAnswered(error: FormError | null): Promise<void>;
  setPersonalInfo<K extends keyof PersonalInfo>(field: K, value: PersonalInfo[K]): void;
  /**
   * The sell-online body when every field passes the market's rules; else the messages go to the fields and null
   * comes back. The form's lazy chunk hands in the rule, so the store (on the first screen) carries no phone or IBAN
   * validation.
   */
  saleBody(shown: ShownAppraisal, rule: SellOnlineRule): SellOnlineBody | null;
  /** The sale is stored: the form starts empty under a new token (Back cannot resend it), then the sold buyout's page. */
  saleDone(location: string): void;
  /** The sale was refused: 400 messages go to the fields, a 409 reloads the prices, anything else says it failed. */
  saleFailed(error: FormError): Promise<void>;
}

export type SendToEmailBody = RouteBody<typeof buyoutSendToEmail>;
export type SellOnlineBody = RouteBody<typeof buyoutSellOnline>;

export interface BuyoutStoreDeps {
  market: Market;
  /** Prices changed (409): the shown appraisal is asked for again; the given answers stay. */
  reloadAppraisal(): Promise<void>;
  /** Puts a path in the address bar; absent where the page is not ours (partner pages). */
  showAddress?: (path: string) => void;
  /** Goes to a sold buyout's page (the sell-online `Location`). */
  followLocation(location: string): void;
  /** What a field keeps for a valibot issue (`issueMessageKey`: its kind, translated at render). */
  translateIssue(issue: v.BaseIssue<unknown>): string;
  today?: () => Date;
}

export interface BuyoutStores {
  buyout: StoreApi<BuyoutState>;
  selector: StoreApi<SelectorState>;
}

export function appraisalErrorOf(error: unknown): AppraisalError {
  const message = isApiError(error) && error.status === 400 ? firstErrorMessage(error) : null;
  return message ? { kind: 'server', message } : { kind: 'pricing' };
}


const clearedAppraisal = {
  source: null,
  answers: {},
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

  const selector = createSelectorStore({
    onReset: () => buyout.getState().resetAppraisal(),
    onColorChosen: (color) => buyout.getState().chooseColor(color),
  });

  const currentColor = () => selector.getState().color.selected;

  /** The appraisal fields every post carries (spec section 3, appraisal post data). */
  function appraisalPostData({ appraisal, answers }: ShownAppraisal) {
    const choices = Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, string] => entry[1] !== null));
    return { device_identifier: currentColor() ?? '', appraisal_version: appraisal.version, device_condition_choices: choices };
  }

  /** A 409 means the prices changed: ask for the form again, keeping every answer that still exists. */
  async function reloadStaleAppraisal(): Promise<void> {
    if (currentColor() === null) return;
    buyout.setState({ emailSent: null });
    await deps.reloadAppraisal();
    buyout.setState({ pricesChanged: true });
  }

  const buyout = createStore<BuyoutState>()((set, get) => ({
    ...clearedAppraisal,
    opened: false,
    email: '',
    personalInfo: emptyPersonalInfo(market),
    saleToken: newSaleToken(),
    detail: null,

    openAddress(address) {
      set({ ...clearedAppraisal, opened: true, detail: null });
      if (address === null) return;
      if (address.target.kind === 'detail') {
        const { id, token } = address.target;
        set({ detail: { id, token }, viewFlags: switchedView(VIEW.REVIEW) });
        return;
      }
      const query = { ...address.target.selected, ...(address.code ? { code: address.code } : {}) };
      set({ source: { from: 'address', query }, answers: address.answers });
    },

    showUrl(url) {
      deps.showAddress?.(url);
    },

    resetAppraisal() {
      set(clearedAppraisal);
    },

    chooseColor(color) {
      set({ ...clearedAppraisal, source: { from: 'color', color } });
    },

    setAnswer(shown, conditionId, value) {
      const condition = shown.appraisal.device_conditions[conditionId];
      if (!condition || condition.disabled) return;
      if (value === null ? !canBeEmpty(condition) : !condition.choices.some((choice) => choice.value === value)) return;
      const answers = { ...get().answers, [conditionId]: value };
      set({ answers, pricesChanged: false });
      deps.showAddress?.(buyoutSelectionPath(market, selectedChoicesOf(selector.getState()), shownAppraisal(shown.appraisal, answers).answers));
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

    emailBody(shown) {
      const checked = safeParse(sendToEmailBodyFieldsSchema, { e_mail: get().email });
      if (!checked.success) {
        set({ emailErrors: issuesToFieldErrors(checked.issues, deps.translateIssue), emailSent: null });
        return null;
      }
      set({ emailErrors: null, emailSent: null });
      return { e_mail: get().email, ...appraisalPostData(shown) };
    },

    async emailAnswered(error) {
      if (error === null) return void set({ emailSent: true });
      set({ emailSent: false, emailErrors: fieldErrorsOf(error) });
      if (error.kind === 'conflict') await reloadStaleAppraisal();
    },

    setPersonalInfo(field, value) {
      set({ personalInfo: { ...get().personalInfo, [field]: value } });
    },

    saleBody(shown, rule) {
      const body = { ...personalInfoPayload(get().personalInfo), ...appraisalPostData(shown), sale_token: get().saleToken };
      const checked = safeParse(rule(market, { today: deps.today }), body);
      if (!checked.success) {
        set({ personalInfoErrors: issuesToFieldErrors(checked.issues, deps.translateIssue), sellFailed: false });
        return null;
      }
      set({ personalInfoErrors: null, sellFailed: false });
      // The body passed the market's schema above, so it has the route's input shape.
      return body as SellOnlineBody;
    },

    saleDone(location) {
      set({ personalInfo: emptyPersonalInfo(market), personalInfoErrors: null, sellFailed: false, saleToken: newSaleToken() });
      deps.followLocation(location);
    },

    async saleFailed(error) {
      set({ personalInfoErrors: fieldErrorsOf(error), sellFailed: error.kind === 'failed' });
      if (error.kind === 'conflict') await reloadStaleAppraisal();
    },
  }));

  return { buyout, selector };
}
