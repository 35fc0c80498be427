import * as core from './core';
import * as auth from './auth';
import * as stores from './stores';
import * as menu from './menu';
import * as catalog from './catalog';
import * as buyoutFlow from './buyout-flow';
import * as buyoutDetail from './buyout-detail';
import * as service from './service';
import * as catalogue from './catalogue';
import * as cart from './cart';
import * as cartCount from './cart-count';
import * as checkout from './checkout';
import * as payments from './payments';
import * as remotes from './remotes';
import * as categories from './categories';
import * as gallery from './gallery';
import * as purge from './purge';
import * as account from './account';
import * as buyoutStaff from './buyout-staff';
import * as marketLaw from './market-law';
import * as orders from './orders';
import * as reviews from './reviews';
import * as orderDesk from './order-desk';
import * as adminDiscounts from './admin-discounts';
import * as adminBonuses from './admin-bonuses';
import * as adminSearch from './admin-search';
import * as adminMetaMaster from './admin-meta-master';
import * as adminAttributes from './admin-attributes';
import * as orderDeliveries from './order-deliveries';
import * as invoices from './invoices';
import * as orderPackaging from './order-packaging';
import * as adminFeeds from './admin-feeds';
import * as adminProducts from './admin-products';
import * as creditNotes from './credit-notes';
import * as adminUsers from './admin-users';
import * as adminTasks from './admin-tasks';
import * as adminComponentParams from './admin-component-params';
import * as adminGallery from './admin-gallery';
import * as goodsIn from './goods-in';
import * as leases from './leases';
import * as adminLeases from './admin-leases';
import * as bankStatements from './bank-statements';
import type { RouteDef } from './route';

/**
 * Every route of the contract. The server refuses to start unless each has exactly
 * one handler; a new domain module adds its routes here.
 */
export const allRoutes: readonly RouteDef[] = [core, auth, stores, menu, catalog, buyoutFlow, buyoutDetail, service, catalogue, cart, cartCount, checkout, payments, remotes, categories, gallery, purge, account, buyoutStaff, marketLaw, orders, reviews, orderDesk, adminDiscounts, adminBonuses, adminMetaMaster, adminAttributes, orderDeliveries, invoices, orderPackaging, adminFeeds, adminProducts, creditNotes, adminUsers, adminTasks, adminComponentParams, adminGallery, goodsIn, leases, adminLeases, adminSearch, bankStatements].flatMap((module) =>
  Object.values(module).filter((value): value is RouteDef => typeof value === 'object' && value !== null && 'method' in value && 'path' in value),
);
