import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageName } from '@shop/shared/routing/page-paths';

/**
 * The document title of each page the shell routes to. Catalogue pages (product, listing, search,
 * favourites) and the not-found page name themselves from what they show, so they are absent here.
 */
export const pageTitles: Partial<Record<PageName, MessageDescriptor>> = {
  home: msg`Elektronika, výkup a servis`,
  buyout: msg`Výkup zařízení`,
  service: msg`Servis zařízení`,
  stores: msg`Prodejny`,
  contact: msg`Kontakt`,
  login: msg`Přihlášení`,
  registration: msg`Registrace`,
  passwordReset: msg`Obnova hesla`,
  account: msg`Můj účet`,
  admin: msg`Administrace`,
  adminCategories: msg`Správa kategorií`,
  adminProductCategories: msg`Kategorie produktů`,
  cookieSettings: msg`Nastavení cookies`,
  cookiePolicy: msg`Zásady cookies`,
  privacy: msg`Ochrana osobních údajů`,
  terms: msg`Obchodní podmínky`,
  complaints: msg`Reklamační řád`,
  withdrawal: msg`Odstoupení od smlouvy`,
  cart: msg`Košík`,
  checkout: msg`Pokladna`,
  thanks: msg`Děkujeme za objednávku`,
  testGateway: msg`Platební brána`,
  adminReviews: msg`Recenze produktů`,
  adminOrders: msg`Objednávky`,
  adminDiscounts: msg`Slevy`,
  adminBonuses: msg`Bonusy za výkup`,
  adminFeeds: msg`Export feedů`,
  adminPriceList: msg`Ceník`,
  adminInstallments: msg`Splátky`,
  adminProducts: msg`Produkty`,
  adminMetaMasters: msg`Meta-mastery`,
  adminBuyouts: msg`Výkupy`,
  adminService: msg`Servisní zakázky`,
  adminUsers: msg`Uživatelé administrace`,
  adminTasks: msg`Úkoly`,
  adminComponentParams: msg`Nastavení obchodu`,
  adminGallery: msg`Galerie`,
  adminAttributes: msg`Parametry produktů`,
};
