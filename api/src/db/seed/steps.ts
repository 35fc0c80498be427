import { seedBuyout } from './buyout/seed-buyout';
import { seedCatalog } from './catalog/seed-catalog';
import { seedCategories } from './catalog/seed-categories';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { seedMenu } from './menu/seed-menu';
import { seedService } from './service/seed-service';
import type { SeedStep } from './seed-step';
import { seedStores } from './stores/seed-stores';
import { seedUsers } from './users/seed-users';
import { seedRomanianUsers } from './users/seed-romanian-users';
import { seedStaffMarkets } from './users/seed-staff-markets';
import { seedCart } from './cart/seed-cart';
import { seedEnergyLabels } from '../../energy-labels/seed-energy-labels';
import { seedReviews } from './reviews/seed-reviews';
import { seedStockPieces } from './packaging/seed-stock-pieces';
import { seedSearch } from './search/seed-search';
import { seedSellerIdentity } from './seller/seed-seller-identity';

/** In order; a later issue appends its domain's step (names must stay unique and never be renamed). */
export const seedSteps: readonly SeedStep[] = [seedUsers, seedCatalog, seedCategories, seedStores, seedMenu, seedBuyout, seedService, seedCatalogue, seedCart, seedEnergyLabels, seedRomanianUsers, seedReviews, seedStockPieces, seedSearch, seedSellerIdentity, seedStaffMarkets];
