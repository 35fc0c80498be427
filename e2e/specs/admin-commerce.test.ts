import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { seriousAxeViolations } from '../support/axe';
import { useShopAndBrowser } from '../support/shop-session';

const markets = {
  CZ: {
    discountsPath: '/admin/slevy/',
    bonusesPath: '/admin/bonusy-vykup/',
    newDiscount: 'Nová sleva',
    code: 'Kód',
    percent: 'Sleva v %',
    save: 'Uložit',
    highWarning: 'Vysoká sleva',
    saveAnyway: 'Přesto uložit',
    saved: 'Sleva byla uložena.',
    search: 'Hledat kód',
    generate: 'Vygenerovat kódy',
    count: 'Počet kódů',
    doGenerate: 'Vygenerovat',
    generated: 'Vygenerováno kódů: 3',
    bonuses: 'Bonusy za výkup',
  },
  RO: {
    discountsPath: '/admin/reduceri/',
    bonusesPath: '/admin/bonusuri-rascumparare/',
    newDiscount: 'Reducere nouă',
    code: 'Cod',
    percent: 'Reducere în %',
    save: 'Salvează',
    highWarning: 'Reducere mare',
    saveAnyway: 'Salvează totuși',
    saved: 'Reducerea a fost salvată.',
    search: 'Caută cod',
    generate: 'Generează coduri',
    count: 'Număr de coduri',
    doGenerate: 'Generează',
    generated: 'Coduri generate: 3',
    bonuses: 'Bonusuri pentru răscumpărare',
  },
} as const;

/** A field by its label's start: required fields add a mark after the text. */
function startsWith(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Ten letters and digits without the easily confused ones, as the admin asks for. */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `E2E${Array.from({ length: 7 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`discounts and buyout bonuses admin (${market})`, () => {
    const session = useShopAndBrowser(market);

    test('a discount of 85 % asks first and is saved after confirming; generated codes have 10 characters; both screens axe clean at 1280 and 375 px', async () => {
      const { shop } = session;
      const page = await session.staffPage();
      await page.goto(`${shop.url}${texts.discountsPath}`);
      await page.getByRole('button', { name: texts.newDiscount }).click();
      const code = newCode();
      await page.getByLabel(startsWith(texts.code)).fill(code);
      await page.getByLabel(startsWith(texts.percent)).fill('85');
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      const warning = page.getByRole('alertdialog', { name: texts.highWarning });
      await warning.waitFor();
      assert.equal(await page.getByLabel(startsWith(texts.code)).inputValue(), code, 'the typed code stays');
      await warning.getByRole('button', { name: texts.saveAnyway }).click();
      await page.getByText(texts.saved).waitFor();

      await page.getByLabel(texts.search).fill(code);
      await page.getByRole('button', { name: code }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the discounts grid');

      await page.getByRole('button', { name: texts.generate }).click();
      await page.getByLabel(startsWith(texts.count)).fill('3');
      await page.getByLabel(startsWith(texts.percent)).fill('10');
      await page.getByRole('button', { name: texts.doGenerate, exact: true }).click();
      const generated = page.getByTestId('generated-codes');
      await generated.getByText(texts.generated).waitFor();
      const codes = (await generated.locator('textarea').inputValue()).split('\n');
      assert.equal(codes.length, 3);
      for (const each of codes) assert.match(each, /^[A-Z0-9]{10}$/);
      assert.equal(new Set(codes).size, 3, 'three different codes');

      await page.setViewportSize({ width: 375, height: 800 });
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the generated codes at 375 px');
      await page.goto(`${shop.url}${texts.bonusesPath}`);
      await page.getByRole('heading', { name: texts.bonuses }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the bonuses at 375 px');
      await page.close();
    });
  });
}
