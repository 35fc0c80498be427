import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { conditionSeeds } from '@shop/api/src/db/seed/buyout/condition-seeds';
import { uiText, type Locale } from './ui-texts';

/** The buyout widget on the shop's page (the page itself) or on a partner's (its host element: locators pierce the shadow root). */
export type WidgetScope = Page | Locator;

/** A seeded device-condition question and its answers, in the language the widget shows. */
export function question(locale: Locale, code: string): { name: string; choice: (value: string) => string } {
  const seed = conditionSeeds.find((condition) => condition.code === code);
  if (!seed) throw new Error(`no seeded condition ${code}`);
  return {
    name: locale === 'cs' ? seed.nameCs : seed.nameRo,
    choice: (value) => {
      const choice = seed.choices.find((candidate) => candidate.value === value);
      if (!choice) throw new Error(`no choice ${value} in ${code}`);
      return locale === 'cs' ? choice.labelCs : choice.labelRo;
    },
  };
}

export const PHONES: Record<Locale, string> = { cs: 'Mobilní telefony', ro: 'Telefoane mobile' };

export interface PickedDevice {
  typeSlug: string;
  manufacturerSlug: string;
  modelSlug: string;
  colourSlug: string;
  colourLabel: string;
}

const group = (scope: WidgetScope, name: string) => scope.getByRole('group', { name, exact: true });

/** Type -> manufacturer -> model -> first colour, the way a customer clicks through the cascade. */
export async function pickDevice(scope: WidgetScope, locale: Locale, { manufacturer = 'Apple', model = 'iPhone 13' } = {}): Promise<PickedDevice> {
  const type = group(scope, uiText(locale, 'Typ zařízení')).getByRole('radio', { name: PHONES[locale], exact: true });
  await type.check();
  const maker = group(scope, uiText(locale, 'Výrobce')).getByRole('radio', { name: manufacturer, exact: true });
  await maker.check();
  const models = scope.getByRole('combobox', { name: uiText(locale, 'Model'), exact: true });
  await models.selectOption({ label: model });
  const colour = group(scope, uiText(locale, 'Barva')).getByRole('radio').first();
  await colour.check();
  return {
    typeSlug: (await type.getAttribute('value'))!,
    manufacturerSlug: (await maker.getAttribute('value'))!,
    modelSlug: await models.inputValue(),
    colourSlug: (await colour.getAttribute('value'))!,
    colourLabel: (await colour.evaluate((radio) => radio.closest('label')?.textContent ?? '')).trim(),
  };
}

/** Picks `value` in the seeded question `code`. */
export async function answer(scope: WidgetScope, locale: Locale, code: string, value: string): Promise<void> {
  const asked = question(locale, code);
  await group(scope, asked.name).getByRole('radio', { name: asked.choice(value), exact: true }).check();
}

export async function expectAnswer(scope: WidgetScope, locale: Locale, code: string, value: string): Promise<void> {
  const asked = question(locale, code);
  const radio = group(scope, asked.name).getByRole('radio', { name: asked.choice(value), exact: true });
  await radio.waitFor();
  assert.equal(await radio.isChecked(), true, `${code} answered ${value}`);
}

/** The questions without a default answer; the price shows once they are answered. */
export async function answerAsLikeNew(scope: WidgetScope, locale: Locale): Promise<void> {
  await answer(scope, locale, 'display', 'flawless');
  await answer(scope, locale, 'body', 'like-new');
  await answer(scope, locale, 'account-lock', 'removed');
}

/** Waits until the price shown differs from `previous` (or until one shows) and returns it. */
export async function priceAfterChange(scope: WidgetScope, previous: string | null = null): Promise<string> {
  const price = scope.getByTestId('buyout-price');
  await price.waitFor();
  for (let waited = 0; waited < 10_000; waited += 50) {
    const text = (await price.textContent())?.trim() ?? '';
    if (text !== '' && text !== previous) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the price stayed ${previous}`);
}

/** "1 299 Kč" / "1.299 Lei" -> 1299 */
export function priceValue(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The messages shown next to a form control: the error list its aria-describedby points to. */
export async function fieldErrors(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-errors'));
    return ids.flatMap((id) => Array.from(root.querySelectorAll(`[id="${id}"] li`)).map((item) => item.textContent ?? ''));
  });
}

export function textbox(scope: WidgetScope, locale: Locale, label: string): Locator {
  return scope.getByRole('textbox', { name: uiText(locale, label), exact: true });
}

/** Opens the send-to-email form, sends the offer to `email` and waits for the confirmation. */
export async function sendOfferByEmail(scope: WidgetScope, locale: Locale, email: string): Promise<void> {
  await scope.getByRole('button', { name: uiText(locale, 'Poslat nabídku e-mailem') }).click();
  await textbox(scope, locale, 'E-mail').fill(email);
  await scope.getByRole('button', { name: uiText(locale, 'Odeslat nabídku') }).click();
  await scope.getByText(uiText(locale, 'Nabídku jsme odeslali na adresu {email}.', { email })).waitFor();
}
