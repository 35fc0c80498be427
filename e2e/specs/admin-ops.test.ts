// e2e: own shops, about 70 s (every shop this spec uses is started for it: see scripts/test-all.mjs)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seriousAxeViolations } from '../support/axe';
import { staffLogin } from '../support/shop-server';
import { useShopAndBrowser } from '../support/shop-session';

// Issue #11 admin-ops: an admin creates a staff user (who is mailed a set-password link) and a task,
// in both markets; the screens are axe clean at 1280 and 375 px.

const markets = {
  CZ: {
    usersPath: '/admin/uzivatele/',
    tasksPath: '/admin/ukoly/',
    resetPath: '/obnova-hesla/',
    newUser: 'Nový uživatel',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    role: 'Role',
    save: 'Uložit',
    userSaved: 'Uživatel byl založen a e-mailem dostal odkaz k nastavení hesla.',
    newTask: 'Nový úkol',
    title: 'Název',
    assignee: 'Řešitel',
    // Staff lists are per market: the seeded staff account (made admin below) is Petra Správcová of the Czech shop,
    // so in the Romanian shop the task goes to its own staff member and shows among all tasks.
    taskFor: 'Petra Správcová',
    taskView: '',
    due: 'Termín',
    taskSaved: 'Úkol byl uložen.',
    show: 'Zobrazit',
    galleryPath: '/admin/galerie/',
    newSetName: 'Název nové sady',
    createSet: 'Založit sadu',
    paramsPath: '/admin/nastaveni/',
    bannerOn: 'Zobrazit oznámení',
    bannerText: 'Text česky',
    paramSaved: 'Nastavení bylo uloženo a obchod ho zobrazuje.',
  },
  RO: {
    usersPath: '/admin/utilizatori/',
    tasksPath: '/admin/sarcini/',
    resetPath: '/resetare-parola/',
    newUser: 'Utilizator nou',
    firstName: 'Prenume',
    lastName: 'Nume',
    role: 'Rol',
    save: 'Salvează',
    userSaved: 'Utilizatorul a fost creat și a primit pe e-mail linkul pentru setarea parolei.',
    newTask: 'Sarcină nouă',
    title: 'Titlu',
    assignee: 'Responsabil',
    taskFor: 'Andreea Ionescu',
    taskView: '?tasks.view=all',
    due: 'Termen',
    taskSaved: 'Sarcina a fost salvată.',
    show: 'Afișați',
    galleryPath: '/admin/galerie/',
    newSetName: 'Numele setului nou',
    createSet: 'Creați setul',
    paramsPath: '/admin/setari/',
    bannerOn: 'Afișați anunțul',
    bannerText: 'Text în română',
    paramSaved: 'Setarea a fost salvată, iar magazinul o afișează.',
  },
} as const;

function startsWith(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

for (const market of ['CZ', 'RO'] as const) {
  const texts = markets[market];
  describe(`staff users and tasks admin (${market})`, () => {
    // The seed makes staff only; the shop's make-admin command makes the first admin.
    const session = useShopAndBrowser(market, { mail: true, start: { cliBeforeStart: [['src/admin-users/make-admin-cli.ts', staffLogin.email]] } });

    test('an admin creates a staff user, who is mailed a set-password link; a task for the market\'s staff shows in the grid; axe clean at 1280 and 375 px', async () => {
      const { shop, mail: catcher } = session;
      const page = await session.staffPage();
      await page.goto(`${shop.url}${texts.usersPath}`);
      await page.getByRole('button', { name: texts.newUser }).click();
      const email = `e2e-${market.toLowerCase()}-${Date.now()}@example.com`;
      await page.getByLabel(startsWith(texts.firstName)).fill('Eva');
      await page.getByLabel(startsWith(texts.lastName)).fill('Testová');
      await page.getByLabel(startsWith('E-mail')).fill(email);
      assert.equal(await page.locator('input[type="password"]').count(), 0, 'no password on the form');
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the user form at 1280 px');
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await page.getByText(texts.userSaved).waitFor();
      await page.getByRole('button', { name: email }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the users grid at 1280 px');
      const mail = await catcher.waitFor((each) => each.to.includes(email));
      assert.ok(mail.text.includes(`${texts.resetPath}`), mail.text);

      await page.goto(`${shop.url}${texts.tasksPath}`);
      await page.getByRole('button', { name: texts.newTask }).click();
      const title = `E2E úkol ${market} ${Date.now()}`;
      await page.getByLabel(startsWith(texts.title)).fill(title);
      const assignee = page.getByLabel(startsWith(texts.assignee));
      await assignee.locator('option', { hasText: 'Eva Testová' }).waitFor({ state: 'attached' });
      await assignee.selectOption({ label: texts.taskFor });
      await page.getByLabel(startsWith(texts.due)).fill('2030-01-31');
      await page.setViewportSize({ width: 375, height: 800 });
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the task form at 375 px');
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await page.getByText(texts.taskSaved).waitFor();
      if (texts.taskView) await page.goto(`${shop.url}${texts.tasksPath}${texts.taskView}`);
      await page.getByRole('button', { name: title }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the tasks grid ("mine") at 375 px');
      await page.goto(`${shop.url}${texts.usersPath}`);
      await page.getByRole('button', { name: email }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the users grid at 375 px');
      await page.close();
    });

    test('a home banner saved in the shop settings shows on the home page at once; a new file set appears in the gallery; axe clean', async () => {
      const { shop } = session;
      const page = await session.staffPage();
      await page.goto(`${shop.url}${texts.paramsPath}`);
      const banner = `E2E oznámení ${market} ${Date.now()}`;
      await page.getByLabel(texts.bannerOn).check();
      await page.getByLabel(texts.bannerText).fill(banner);
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the shop settings at 1280 px');
      // The settings page has a form per setting (the banner, the seller): the banner's own button saves it.
      const bannerForm = page.locator('form').filter({ has: page.getByLabel(texts.bannerText) });
      await bannerForm.getByRole('button', { name: texts.save, exact: true }).click();
      await page.getByText(texts.paramSaved).waitFor();
      await page.goto(`${shop.url}/`);
      await page.getByTestId('home-banner').getByText(banner).waitFor();

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${shop.url}${texts.galleryPath}`);
      const setName = `E2E sada ${market} ${Date.now()}`;
      await page.getByLabel(startsWith(texts.newSetName)).fill(setName);
      await page.getByRole('button', { name: texts.createSet }).click();
      await page.getByRole('button', { name: setName }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'axe on the gallery at 375 px');
      await page.close();
    });
  });
}
