import type { Market } from '../contract/common';
import { BUYOUT_PAGE_PATHS, segmentsUnder, withSegments } from './buyout-path';

/**
 * Page slugs of the shop, chosen by market (not by language: a Romanian-market page keeps
 * its address when the user switches to Czech). The server builds selector URLs from the
 * same table, so links it sends (e-mails, `url` fields) open the right page.
 * A product page is `product` + its `seo_name` (`/produkt/apple-iphone-13-128-gb/`); category
 * listings live at their own `url_path` (the menu's links), which no page here claims.
 */
export const pagePaths = {
  CZ: {
    home: '/',
    buyout: BUYOUT_PAGE_PATHS.CZ,
    service: '/servis/',
    stores: '/prodejny/',
    contact: '/kontakt/',
    login: '/prihlaseni/',
    admin: '/admin/',
    product: '/produkt/',
    search: '/hledani/',
    favourites: '/oblibene/',
    adminCategories: '/admin/kategorie/',
    adminProductCategories: '/admin/produkty-kategorie/',
    account: '/ucet/',
    registration: '/registrace/',
    passwordReset: '/obnova-hesla/',
    cookieSettings: '/nastaveni-cookies/',
    cookiePolicy: '/zasady-cookies/',
    privacy: '/ochrana-osobnich-udaju/',
    terms: '/obchodni-podminky/',
    complaints: '/reklamacni-rad/',
    withdrawal: '/odstoupeni-od-smlouvy/',
    cart: '/kosik/',
    checkout: '/pokladna/',
    thanks: '/dekujeme/',
    testGateway: '/test-gateway/',
    orders: '/objednavky/',
    adminReviews: '/admin/recenze/',
    adminOrders: '/admin/objednavky/',
    adminDiscounts: '/admin/slevy/',
    adminKit: '/admin/kit/',
    adminBonuses: '/admin/bonusy-vykup/',
    adminFeeds: '/admin/feedy/',
    adminPriceList: '/admin/cenik/',
    adminInstallments: '/admin/splatky/',
    adminProducts: '/admin/produkty/',
    adminMetaMasters: '/admin/meta-mastery/',
    adminBuyouts: '/admin/vykupy/',
    adminService: '/admin/servis/',
    adminUsers: '/admin/uzivatele/',
    adminTasks: '/admin/ukoly/',
    adminComponentParams: '/admin/nastaveni/',
    adminGallery: '/admin/galerie/',
    adminGoodsIn: '/admin/prijem-zbozi/',
    adminLeases: '/admin/pronajmy/',
    adminAttributes: '/admin/parametry/',
    adminSearch: '/admin/vyhledavani/',
  },
  RO: {
    home: '/',
    buyout: BUYOUT_PAGE_PATHS.RO,
    service: '/service/',
    stores: '/magazine/',
    contact: '/contact/',
    login: '/autentificare/',
    admin: '/admin/',
    product: '/produs/',
    search: '/cautare/',
    favourites: '/favorite/',
    adminCategories: '/admin/categorii/',
    adminProductCategories: '/admin/produse-categorii/',
    account: '/cont/',
    registration: '/inregistrare/',
    passwordReset: '/resetare-parola/',
    cookieSettings: '/setari-cookie/',
    cookiePolicy: '/politica-cookie/',
    privacy: '/politica-de-confidentialitate/',
    terms: '/termeni-si-conditii/',
    complaints: '/garantie-si-reclamatii/',
    withdrawal: '/dreptul-de-retragere/',
    cart: '/cos/',
    checkout: '/finalizare-comanda/',
    thanks: '/multumim/',
    testGateway: '/test-gateway/',
    orders: '/comenzi/',
    adminReviews: '/admin/recenzii/',
    adminOrders: '/admin/comenzi/',
    adminDiscounts: '/admin/reduceri/',
    adminKit: '/admin/kit/',
    adminBonuses: '/admin/bonusuri-rascumparare/',
    adminFeeds: '/admin/feeduri/',
    adminPriceList: '/admin/lista-preturi/',
    adminInstallments: '/admin/rate/',
    adminProducts: '/admin/produse/',
    adminMetaMasters: '/admin/meta-mastere/',
    adminBuyouts: '/admin/rascumparari/',
    adminService: '/admin/service/',
    adminUsers: '/admin/utilizatori/',
    adminTasks: '/admin/sarcini/',
    adminComponentParams: '/admin/setari/',
    adminGallery: '/admin/galerie/',
    adminGoodsIn: '/admin/receptie-marfa/',
    adminLeases: '/admin/inchirieri/',
    adminAttributes: '/admin/atribute/',
    adminSearch: '/admin/cautare/',
  },
} as const satisfies Record<Market, Record<string, string>>;

export type PageName = keyof (typeof pagePaths)['CZ'];

/** `/vykup/` + ['apple', 'iphone-15'] -> `/vykup/apple/iphone-15/` */
export function pagePath(market: Market, page: PageName, segments: readonly string[] = []): string {
  return withSegments(pagePaths[market][page], segments);
}

/** Which page an address belongs to, and the slug segments after the page's own path. */
export function matchPage(market: Market, pathname: string): { page: PageName; segments: string[] } | null {
  let best: { page: PageName; segments: string[] } | null = null;
  for (const [page, base] of Object.entries(pagePaths[market]) as [PageName, string][]) {
    if (page === 'home') continue;
    const segments = segmentsUnder(base, pathname);
    if (segments) best = { page, segments };
  }
  if (best) return best;
  return pathname === '/' || pathname === '' ? { page: 'home', segments: [] } : null;
}
