import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import * as v from 'valibot';
import { categoriesTree } from '@shop/shared/contract/categories';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { CookieClient } from '../support/cookie-client';
import { customerLogin, staffLogin, startShop, type ShopServer } from '../support/shop-server';

/** What differs per market on the two category screens (texts from the remote's and the shell's catalogs). */
const markets = {
  CZ: {
    loginPath: '/prihlaseni/',
    treePath: '/admin/kategorie/',
    gridPath: '/admin/produkty-kategorie/',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    search: 'Hledat kategorii',
    tree: 'Kategorie',
    detail: 'Detail kategorie',
    newCategory: 'Nová kategorie',
    add: 'Přidat kategorii',
    name: 'Název',
    boost: 'Váha ve vyhledávání (meilisearch_boost)',
    save: 'Uložit',
    saved: 'Úspěšně uloženo.',
    remove: 'Odstranit',
    removed: 'Úspěšně odstraněno.',
    moved: 'je přesunuta',
    undone: 'je vrácen',
    gridHeading: 'Přiřazení produktů do kategorií',
    categoryFilter: 'Kategorie',
    withoutCategory: 'Bez kategorie',
    gridSearch: 'Hledat',
    acceptCookies: 'Přijmout vše',
    targets: 'Kategorie k přidání nebo odebrání',
    addToCategories: 'Přidat do kategorií',
    selectRow: (name: string) => `Vybrat ${name}`,
    pickSomething: 'Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.',
    noPermission: 'Nemáte oprávnění k přístupu na tuto stránku.',
    manufacturerFilter: 'Výrobce',
    typeFilter: 'Typ',
    mainMenu: 'Hlavní navigace',
    newName: 'E2E Kategorie',
    renamed: 'E2E Přejmenovaná',
    close: 'Zavřít',
  },
  RO: {
    loginPath: '/autentificare/',
    treePath: '/admin/categorii/',
    gridPath: '/admin/produse-categorii/',
    password: 'Parolă',
    logIn: 'Autentificare',
    search: 'Căutați o categorie',
    tree: 'Categorii',
    detail: 'Detaliile categoriei',
    newCategory: 'Categorie nouă',
    add: 'Adăugați o categorie',
    name: 'Nume',
    boost: 'Pondere în căutare (meilisearch_boost)',
    save: 'Salvați',
    saved: 'Salvat cu succes.',
    remove: 'Ștergeți',
    removed: 'Șters cu succes.',
    moved: 'a fost mutată',
    undone: 'a fost anulată',
    gridHeading: 'Atribuirea produselor la categorii',
    categoryFilter: 'Categorii',
    withoutCategory: 'Fără categorie',
    gridSearch: 'Căutare',
    acceptCookies: 'Acceptă tot',
    targets: 'Categorii de adăugat sau de eliminat',
    addToCategories: 'Adăugați în categorii',
    selectRow: (name: string) => `Selectați ${name}`,
    pickSomething: 'Trebuie să selectați produsele și categoriile pe care doriți să le actualizați.',
    noPermission: 'Nu aveți permisiunea de a accesa această pagină.',
    manufacturerFilter: 'Producător',
    typeFilter: 'Tip',
    mainMenu: 'Navigare principală',
    newName: 'E2E Categorie',
    renamed: 'E2E Redenumită',
    close: 'Închideți',
  },
} as const;
type Texts = (typeof markets)[keyof typeof markets];

interface TreeNode {
  id: number;
  name: string;
  parent: number | null;
  position: number;
  url_path: string;
}
interface GridRow {
  id: number;
  name: string;
  manufacturer: string;
  type_device: string;
  categories: { id: number; name: string }[];
}

/** A staff member's API session, for preparing data and reading back what the screens saved. */
async function staffApi(shop: ShopServer): Promise<{ get: <T>(path: string) => Promise<T>; post: (path: string, body: unknown) => Promise<Response> }> {
  const client = new CookieClient();
  await client.request(shop.url, 'GET', '/api/new/auth/me/');
  const login = await client.request(shop.url, 'POST', '/api/new/auth/login/', { body: staffLogin });
  assert.equal(login.status, 200, await login.clone().text());
  const { csrf_token } = (await login.json()) as { csrf_token: string };
  return {
    get: async <T,>(path: string) => {
      const response = await client.request(shop.url, 'GET', path);
      assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
      return (await response.json()) as T;
    },
    post: (path, body) => client.request(shop.url, 'POST', path, { body, csrf: csrf_token }),
  };
}

async function logIn(page: Page, shop: ShopServer, texts: Texts, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${shop.url}${texts.loginPath}`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(texts.password).fill(account.password);
  await page.getByRole('button', { name: texts.logIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(texts.loginPath));
}

const treeOf = (page: Page, texts: Texts): Locator => page.getByRole('tree', { name: texts.tree });
const rowOf = (page: Page, id: number): Locator => page.getByTestId(`tree-node-${id}`);
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true }).first();

/** Both layouts are axe clean and a phone needs no sideways scrolling. */
async function axeAtBothWidths(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    assert.deepEqual(await seriousAxeViolations(page), [], `axe at ${width} px`);
    if (width === 375) {
      const tooWide = await page.evaluate(() =>
        document.documentElement.scrollWidth <= 375
          ? []
          : [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > 376).slice(0, 5).map((element) => `${element.tagName}.${element.className}`),
      );
      assert.deepEqual(tooWide, [], 'no sideways scrolling at 375 px');
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a node by clicking it (searching for it first, since the tree renders only what is in view). */
async function openNode(page: Page, texts: Texts, node: TreeNode): Promise<Locator> {
  await page.getByLabel(texts.search).fill(node.name);
  await rowOf(page, node.id).click();
  const form = page.getByRole('region', { name: texts.detail });
  await form.waitFor();
  return form;
}

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** The whole tree as the widget reads it (the call answers columns; the contract reads them as nodes). */
const treeNodes = async (api: StaffApi): Promise<TreeNode[]> => v.parse(categoriesTree.response, await api.get<unknown>(categoriesTree.path)).nodes;

const childrenIn = (nodes: TreeNode[], parent: number | null) => nodes.filter((node) => node.parent === parent).sort((a, b) => a.position - b.position);

/** A real mouse drag (dnd-kit's pointer sensor needs a few pixels of movement first) onto the middle of another row. */
async function dragInto(page: Page, dragged: Locator, target: Locator): Promise<void> {
  const from = (await dragged.boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height / 2 + 12, { steps: 4 });
  // Where the target is once the drag has started: the picked-up row leaves the flow and the rows below it move up.
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Renames a category in its detail form and waits for the save. */
async function rename(page: Page, texts: Texts, node: TreeNode, name: string): Promise<void> {
  const form = await openNode(page, texts, node);
  await form.getByLabel(texts.name).first().fill(name);
  await form.getByRole('button', { name: texts.save }).click();
  await toast(page, texts.saved).waitFor();
  await form.waitFor({ state: 'detached' });
  await page.getByLabel(texts.search).fill('');
}

/**
 * The walk-through in one market: staff add a category, drag it into a root category, move it by keyboard,
 * rename it and a maker the menu shows, then assign three products from a filtered grid; the shop (same browser)
 * shows the new names in its menu and listings and the three products in the new category's listing.
 */
async function reshapeAndSeeInShop(shop: ShopServer, browser: TestBrowser, api: StaffApi, texts: Texts): Promise<void> {
  const tree = () => treeNodes(api);
  const before = await tree();
  const parent = childrenIn(before, null).find((root) => childrenIn(before, root.id).length >= 2)!;
  const maker = childrenIn(before, parent.id)[1]!;

  const page = await browser.newPage();
  await logIn(page, shop, texts, staffLogin);
  await page.goto(`${shop.url}${texts.treePath}`);
  await treeOf(page, texts).waitFor();
  await axeAtBothWidths(page, () => treeOf(page, texts).waitFor());
  // The cookie sheet covers the bottom of the screen, where the new category's row may be: the choice comes first.
  await page.getByRole('button', { name: texts.acceptCookies }).click();

  await page.getByRole('button', { name: texts.add }).click();
  const created = page.getByRole('region', { name: texts.newCategory });
  await created.getByLabel(texts.name).first().fill(texts.newName);
  await created.getByRole('button', { name: texts.save }).click();
  await created.waitFor({ state: 'detached' });
  const added = (await tree()).find((node) => node.name === texts.newName)!;
  assert.equal(added.parent, null, 'a new category starts at the root');

  // Saving selects the new category and opens its detail: the drag starts once that layout has settled.
  await rowOf(page, added.id).and(page.locator('[aria-selected="true"]')).waitFor();
  await page.waitForLoadState('networkidle');
  // Drag and drop onto the middle of the root: it becomes its first child.
  await dragInto(page, rowOf(page, added.id), rowOf(page, parent.id));
  await page.getByTestId('tree-announcement').filter({ hasText: texts.moved }).waitFor();
  const dropped = await tree();
  assert.deepEqual(childrenIn(dropped, parent.id)[0]?.id, added.id, `dropped into the root as its first child: ${JSON.stringify({ added: dropped.find((node) => node.id === added.id), first: childrenIn(dropped, parent.id).slice(0, 3) })}`);

  // Keyboard: Alt+ArrowDown puts it after its next sibling.
  await page.getByLabel(texts.search).fill(texts.newName);
  await rowOf(page, added.id).click();
  await page.getByRole('button', { name: texts.close, exact: true }).click();
  await page.getByLabel(texts.search).fill('');
  await treeOf(page, texts).focus();
  await page.keyboard.press('Alt+ArrowDown');
  // The announcement already says "moved" from the drag, so the server is asked until it has the new order.
  await assertEventually(async () => childrenIn(await tree(), parent.id)[1]?.id === added.id, 'moved one down by keyboard');

  await rename(page, texts, added, texts.renamed);
  await rename(page, texts, maker, `${maker.name} E2E`);
  const renamed = (await tree()).find((node) => node.id === added.id)!;

  // Three products of one maker and type (the first pair the seed has three of), picked from the grid filtered by both.
  const all = (await api.get<{ results: GridRow[] }>('/api/new/categories/products/?page=1&page_size=100&ordering=name')).results;
  const sample = all.find((row) => all.filter((other) => other.manufacturer === row.manufacturer && other.type_device === row.type_device).length >= 3)!;
  const makers = await api.get<{ id: number; name: string }[]>('/api/new/categories/manufacturers/');
  const types = await api.get<{ id: number; name: string }[]>('/api/new/categories/product-types/');
  const makerId = makers.find((row) => row.name === sample.manufacturer)!.id;
  const typeId = types.find((row) => row.name === sample.type_device)!.id;
  const chosen = (await api.get<{ results: GridRow[] }>(`/api/new/categories/products/?page=1&page_size=3&ordering=name&manufacturer=${makerId}&type_device=${typeId}`)).results;
  assert.equal(chosen.length, 3, 'three products of one maker and type');
  const label = (await api.get<{ id: number; label: string }[]>('/api/new/categories/type-categories/')).find((row) => row.id === added.id)!.label;

  await page.goto(`${shop.url}${texts.gridPath}`);
  await page.getByRole('table').getByRole('row').nth(1).waitFor();
  await axeAtBothWidths(page, () => page.getByRole('table').waitFor());
  const filters = page.getByRole('search');
  await filters.getByRole('combobox', { name: new RegExp(`^${texts.manufacturerFilter}`) }).selectOption({ value: String(makerId) });
  await filters.getByRole('combobox', { name: new RegExp(`^${texts.typeFilter}`) }).selectOption({ value: String(typeId) });
  for (const product of chosen) await page.getByRole('checkbox', { name: texts.selectRow(product.name), exact: true }).check();
  assert.ok((await page.getByRole('table').getByRole('row').allTextContents()).slice(1).every((row) => row.includes(sample.manufacturer)), 'only the maker\'s rows');
  await page.getByLabel(texts.targets).selectOption({ label });
  await page.getByRole('button', { name: texts.addToCategories }).click();
  await toast(page, texts.saved).waitFor();

  // The shop in the same browser: the menu shows the renamed maker, the listing the new name and the three products.
  await page.goto(`${shop.url}/`);
  const menu = page.getByRole('navigation', { name: texts.mainMenu });
  await menu.getByRole('button', { name: parent.name, exact: true }).click();
  await menu.getByRole('link', { name: `${maker.name} E2E`, exact: true }).waitFor();
  await page.goto(`${shop.url}${renamed.url_path}`);
  await page.getByRole('heading', { level: 1, name: texts.renamed }).waitFor();
  const tiles = page.getByTestId('listing-tiles');
  for (const product of chosen) await tiles.getByText(product.name).first().waitFor();
  await page.goto(`${shop.url}${parent.url_path}`);
  await page.getByRole('link', { name: texts.renamed }).first().waitFor();
  assert.deepEqual(browser.errors, []);
  await page.close();
}

async function assertEventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(what);
}

describe('category administration (CZ)', () => {
  const texts = markets.CZ;
  let shop: ShopServer;
  let browser: TestBrowser;
  let api: Awaited<ReturnType<typeof staffApi>>;
  before(async () => {
    shop = await startShop({ MARKET: 'CZ' });
    browser = await launchBrowser();
    api = await staffApi(shop);
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const tree = () => treeNodes(api);
  const childrenOf = (nodes: TreeNode[], parent: number | null) => nodes.filter((node) => node.parent === parent).sort((a, b) => a.position - b.position);

  test('tree: expand, search, edit and save, add and delete, move by keyboard and see the order after a reload', async () => {
    const nodes = await tree();
    const parent = childrenOf(nodes, null).find((root) => childrenOf(nodes, root.id).length >= 2);
    assert.ok(parent, 'the seed has a root category with two children');
    const [firstChild, secondChild] = childrenOf(nodes, parent.id) as [TreeNode, TreeNode];

    const page = await browser.newPage();
    await logIn(page, shop, texts, staffLogin);
    await page.goto(`${shop.url}${texts.treePath}`);
    await treeOf(page, texts).waitFor();
    await axeAtBothWidths(page, () => treeOf(page, texts).waitFor());

    // Expand by keyboard: walk to the parent, ArrowRight opens it.
    assert.equal(await rowOf(page, firstChild.id).count(), 0, 'children hidden while collapsed');
    await page.getByLabel(texts.search).fill(parent.name);
    await rowOf(page, parent.id).click();
    await page.getByLabel(texts.search).fill('');
    await treeOf(page, texts).focus();
    await page.keyboard.press('ArrowRight');
    await rowOf(page, firstChild.id).waitFor();
    assert.equal(await rowOf(page, parent.id).getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', { name: 'Zavřít', exact: true }).click();

    // Search by name, open, edit a field, save: the message, the form closes, the server has the value.
    const form = await openNode(page, texts, secondChild);
    assert.equal(await rowOf(page, firstChild.id).count(), firstChild.name.includes(secondChild.name) ? 1 : 0, 'the search hides other names');
    await form.getByLabel(texts.boost).fill('2,5');
    await form.getByRole('button', { name: texts.save }).click();
    await toast(page, texts.saved).waitFor();
    await form.waitFor({ state: 'detached' });
    const saved = await api.get<{ meilisearch_boost: string }>(`/api/new/categories/${secondChild.id}/`);
    assert.equal(saved.meilisearch_boost, '2.5', 'comma became a dot');

    // Add a category, find it, delete it.
    await page.getByLabel(texts.search).fill('');
    await page.getByRole('button', { name: texts.add }).click();
    const created = page.getByRole('region', { name: texts.newCategory });
    await created.getByLabel(texts.name).first().fill('E2E Zkušební kategorie');
    await created.getByRole('button', { name: texts.save }).click();
    await created.waitFor({ state: 'detached' });
    const added = (await tree()).find((node) => node.name === 'E2E Zkušební kategorie');
    assert.ok(added, 'the new category is on the server');
    // The form closed on save, and the tree shows the new category selected.
    await rowOf(page, added.id).waitFor();
    assert.equal(await rowOf(page, added.id).getAttribute('aria-selected'), 'true', 'the new category is selected');
    const addedForm = await openNode(page, texts, added);
    await addedForm.getByRole('button', { name: texts.remove }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.remove }).click();
    await toast(page, texts.removed).waitFor();
    await rowOf(page, added.id).waitFor({ state: 'detached' });
    assert.equal((await tree()).some((node) => node.id === added.id), false, 'deleted on the server');

    // Move the second child above the first by keyboard (Alt+ArrowUp), then reload and see the new order.
    await page.getByLabel(texts.search).fill(secondChild.name);
    await rowOf(page, secondChild.id).click();
    await page.getByRole('button', { name: 'Zavřít', exact: true }).click();
    await treeOf(page, texts).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByTestId('tree-announcement').filter({ hasText: texts.moved }).waitFor();
    const after = await tree();
    assert.deepEqual(childrenOf(after, parent.id).slice(0, 2).map((node) => node.id), [secondChild.id, firstChild.id]);

    // Ctrl+Z puts the category back, on the server too; the move is made again for the reload below.
    await page.keyboard.press('Control+z');
    await page.getByTestId('tree-announcement').filter({ hasText: texts.undone }).waitFor();
    assert.deepEqual(childrenOf(await tree(), parent.id).slice(0, 2).map((node) => node.id), [firstChild.id, secondChild.id]);
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByTestId('tree-announcement').filter({ hasText: texts.moved }).waitFor();

    await page.reload();
    await page.getByLabel(texts.search).fill('');
    await rowOf(page, parent.id).click();
    await page.getByRole('button', { name: 'Zavřít', exact: true }).click();
    await treeOf(page, texts).focus();
    await page.keyboard.press('ArrowRight');
    await rowOf(page, firstChild.id).waitFor();
    const shown = await treeOf(page, texts).getByRole('treeitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    assert.ok(shown.indexOf(`tree-node-${secondChild.id}`) < shown.indexOf(`tree-node-${firstChild.id}`), `new order after reload: ${shown.join(', ')}`);
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('an edit survives a reload and Back and Forward; keyboard focus after add, refusal and close; the delete confirmation counts what goes', async () => {
    const nodes = await tree();
    const parent = childrenOf(nodes, null).find((root) => childrenOf(nodes, root.id).length >= 2)!;
    const child = childrenOf(nodes, parent.id)[0]!;
    const page = await browser.newPage();
    await logIn(page, shop, texts, staffLogin);
    await page.goto(`${shop.url}${texts.treePath}`);
    await treeOf(page, texts).waitFor();
    const detail = page.getByRole('region', { name: texts.detail });
    const typedName = () => detail.getByLabel(texts.name).first().inputValue();

    // Typed, not saved: a reload and Back and Forward keep the form open with the input.
    await openNode(page, texts, child);
    await detail.getByLabel(texts.name).first().fill(`${child.name} koncept`);
    assert.match(page.url(), new RegExp(`\\?id=${child.id}$`), 'the address names the open form');
    await page.reload();
    await detail.waitFor();
    assert.equal(await typedName(), `${child.name} koncept`, 'kept over a reload');
    assert.equal(await rowOf(page, child.id).getAttribute('aria-selected'), 'true', 'shown selected, its parent expanded');
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith(texts.treePath));
    await page.goForward();
    await detail.waitFor();
    assert.equal(await typedName(), `${child.name} koncept`, 'kept over Back and Forward');
    // Close drops the draft and gives the focus back to the tree.
    await detail.getByRole('button', { name: texts.close, exact: true }).click();
    assert.equal(await treeOf(page, texts).evaluate((element) => element === document.activeElement), true, 'focus back on the tree');
    await openNode(page, texts, child);
    assert.equal(await typedName(), child.name, 'closed without saving: the stored name');
    await detail.getByRole('button', { name: texts.close, exact: true }).click();

    // Adding starts at the name; a refused save puts the focus on the refused field.
    await page.getByLabel(texts.search).fill('');
    await page.getByRole('button', { name: texts.add }).press('Enter');
    const created = page.getByRole('region', { name: texts.newCategory });
    const name = created.getByLabel(texts.name).first();
    assert.equal(await name.evaluate((element) => element === document.activeElement), true, 'focus at the name');
    await page.keyboard.press('Enter');
    await created.locator('[aria-invalid="true"]').first().waitFor();
    assert.equal(await name.evaluate((element) => element === document.activeElement && element.getAttribute('aria-invalid') === 'true'), true, 'focus at the refused name');
    await created.getByRole('button', { name: texts.close, exact: true }).click();

    // The confirmation counts the subtree and its distinct products (one in two of its categories once); a delete that
    // would orphan products is refused in it.
    const below = (id: number): TreeNode[] => childrenOf(nodes, id).flatMap((node) => [node, ...below(node.id)]);
    const { subtree_products: products } = await api.get<{ subtree_products: number }>(`/api/new/categories/${parent.id}/`);
    const assignments = [parent, ...below(parent.id)].reduce((sum, node) => sum + (node as TreeNode & { product_count: number }).product_count, 0);
    assert.ok(products > 0 && products <= assignments, `${products} products of ${assignments} assignments`);
    const parentForm = await openNode(page, texts, parent);
    await parentForm.getByRole('button', { name: texts.remove }).click();
    const counts = await page.getByTestId('delete-counts').innerText();
    assert.match(counts, new RegExp(`: ${below(parent.id).length} .*: ${products}\\.`), counts);
    await page.getByRole('dialog').getByRole('button', { name: texts.remove }).click();
    await page.getByRole('dialog').getByRole('alert').waitFor();
    assert.ok((await tree()).some((node) => node.id === parent.id), 'refused: still there');
    // The refused save and delete log their 400 and 409 in the console: expected here, and not left for later tests.
    browser.errors.splice(0, browser.errors.length, ...browser.errors.filter((error) => !/status of (400|409)/.test(error)));
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('product grid: without a selection the spec message; filter "without category", select rows, pick a category, add', async () => {
    // Three products lose their categories, so the "without category" filter has something to show.
    const grid = await api.get<{ results: GridRow[] }>('/api/new/categories/products/?page=1&page_size=3&ordering=name');
    const products = grid.results.slice(0, 3);
    assert.equal(products.length, 3);
    for (const product of products) {
      const response = await api.post('/api/new/categories/product-categories/remove/', { masterProductIds: [product.id], typeCategoryIds: product.categories.map((category) => category.id) });
      assert.equal(response.status, 200, await response.text());
    }
    const target = (await api.get<{ id: number; label: string }[]>('/api/new/categories/type-categories/'))[0]!;

    const page = await browser.newPage();
    await logIn(page, shop, texts, staffLogin);
    await page.goto(`${shop.url}${texts.gridPath}`);
    await page.getByRole('heading', { name: texts.gridHeading }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await axeAtBothWidths(page, () => page.getByRole('table').waitFor());

    await page.getByRole('button', { name: texts.addToCategories }).click();
    await toast(page, texts.pickSomething).waitFor();

    await page.getByTestId('product-categories').getByRole('combobox').first().selectOption({ label: texts.withoutCategory });
    for (const product of products) await page.getByRole('checkbox', { name: texts.selectRow(product.name) }).check();
    assert.equal(await page.getByRole('table').getByRole('row').count(), 1 + products.length, 'only the three products without a category');
    await page.getByLabel(texts.targets).selectOption({ label: target.label });
    await page.getByRole('button', { name: texts.addToCategories }).click();
    await toast(page, texts.saved).waitFor();

    await page.getByTestId('product-categories').getByRole('combobox').first().selectOption({ value: String(target.id) });
    for (const product of products) {
      await page.getByRole('main').getByLabel(texts.gridSearch, { exact: true }).fill(product.name);
      await page.getByRole('row').filter({ hasText: product.name }).filter({ hasText: target.label.split(' › ').at(-1)! }).first().waitFor();
    }
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('create, drag and drop, keyboard move, rename, assign three products: the shop shows it all at once', async () => {
    await reshapeAndSeeInShop(shop, browser, api, texts);
  });

  test('at 375 px the tree box is as tall as its few rows; a category opened from the address deep in a long list is in view', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, shop, texts, staffLogin);
    await page.goto(`${shop.url}${texts.treePath}`);
    await treeOf(page, texts).getByRole('treeitem').first().waitFor();
    const roots = await treeOf(page, texts).getByRole('treeitem').count();
    if (roots < 15) assert.equal(await treeOf(page, texts).evaluate((element) => element.clientHeight), roots * 32, `${roots} rows, no empty box below`);

    // Twenty children under a new root: the last one lies below the box's 480 px (15 rows) once its parent is open.
    const created = async (name: string, seoName: string, parent: number | null) => {
      const response = await api.post('/api/new/categories/', { name, seo_name: seoName, parent });
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { id: number }).id;
    };
    const root = await created('E2E Dlouhý seznam', 'e2e-dlouhy-seznam', null);
    let last = root;
    for (let index = 1; index <= 20; index += 1) last = await created(`E2E Položka ${index}`, `e2e-polozka-${index}`, root);
    await page.goto(`${shop.url}${texts.treePath}?id=${last}`);
    const row = rowOf(page, last);
    await row.waitFor();
    await page.waitForFunction(
      ([rowId]) => {
        const box = document.querySelector('[role="tree"]')!.getBoundingClientRect();
        const item = document.querySelector(`[data-testid="tree-node-${rowId}"]`)!.getBoundingClientRect();
        return item.top >= box.top && item.bottom <= box.bottom;
      },
      [last],
      { timeout: 5000 },
    );
    assert.equal(await row.getAttribute('aria-selected'), 'true');
    await page.close();
  });

  test('a customer gets the no-permission page on both screens', async () => {
    const page = await browser.newPage();
    await logIn(page, shop, texts, customerLogin);
    for (const path of [texts.treePath, texts.gridPath]) {
      await page.goto(`${shop.url}${path}`);
      await page.getByTestId('no-permission').getByText(texts.noPermission).waitFor();
      assert.equal(await treeOf(page, texts).count(), 0);
    }
    await page.close();
  });
});

describe('category administration (RO)', () => {
  const texts = markets.RO;
  let shop: ShopServer;
  let browser: TestBrowser;
  let api: Awaited<ReturnType<typeof staffApi>>;
  before(async () => {
    shop = await startShop({ MARKET: 'RO' });
    browser = await launchBrowser();
    api = await staffApi(shop);
  });
  after(async () => {
    await browser?.close();
    await shop?.stop();
  });

  test('both screens open in Romanian and a save says so', async () => {
    const nodes = await treeNodes(api);
    const node = nodes.find((candidate) => candidate.parent === null)!;
    const page = await browser.newPage();
    await logIn(page, shop, texts, staffLogin);
    await page.goto(`${shop.url}${texts.gridPath}`);
    await page.getByRole('heading', { name: texts.gridHeading }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();

    await page.goto(`${shop.url}${texts.treePath}`);
    await treeOf(page, texts).waitFor();
    const form = await openNode(page, texts, node);
    await form.getByLabel(texts.boost).fill('3,5');
    await form.getByRole('button', { name: texts.save }).click();
    await toast(page, texts.saved).waitFor();
    await form.waitFor({ state: 'detached' });
    assert.equal((await api.get<{ meilisearch_boost: string }>(`/api/new/categories/${node.id}/`)).meilisearch_boost, '3.5');
    assert.deepEqual(browser.errors, []);
    await page.close();
  });

  test('create, drag and drop, keyboard move, rename, assign three products: the shop shows it all at once', async () => {
    await reshapeAndSeeInShop(shop, browser, api, texts);
  });
});
