import type { Cart, CartLine, CartPackage, PackageKind } from '@shop/shared/contract/cart';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { Quality } from '@shop/shared/buyout/quality';
import type { Db } from '../db/database';
import { bestBonusRow, rowPercent, validBonusRules, type BonusRule } from '../catalogue/buyout-bonus-up-to';
import { appliedCodes, categoriesOfProducts, evaluateCodes, type CodeProblem } from '../discounts/discount-rules';
import { calculate, findPlan, loadInstallmentPlans, type InstallmentPlan } from '../installments/calculator';
import { INSURANCE_OFFERS, findProlongWarranty, findWarranty, perMilleOf } from './add-ons';
import { loadLines, type LoadedLine } from './cart-lines';

export const CURRENCY: Record<Market, 'CZK' | 'RON'> = { CZ: 'CZK', RO: 'RON' };

/** VAT of services (delivery, payment, add-ons) per market, percent: configuration, as products carry their own rate. */
export const SERVICE_VAT_PERCENT: Record<Market, number> = { CZ: 21, RO: 21 };

export function vatInside(gross: number, percent: number): number {
  return Math.round(gross - gross / (1 + percent / 100));
}

/** Where a line ships from: an e-licence by e-mail, own stock when enough is here, else the supplier by carrier. */
export function packageKindOf(line: LoadedLine): PackageKind {
  if (line.product.isELicence) return 'e_licence';
  if (line.product.ownStock >= line.quantity || line.product.supplierDeliveryDays === null) return 'own_stock';
  return 'external';
}

/** Pieces the customer can order now: own stock, or plenty when the supplier carries it. */
export function availableQuantity(line: Pick<LoadedLine, 'product'>): number {
  if (line.product.isELicence) return 99;
  return line.product.supplierDeliveryDays !== null ? 99 : line.product.ownStock;
}

const PACKAGE_IDS: Record<PackageKind, number> = { own_stock: 1, external: 2, e_licence: 3 };

/**
 * The bonus percent for a buyout of this grade towards this device: the staff row `bestBonusRow` picks, as
 * `rowPercent` counts it (the product page's "up to" asks the same). A device type without `buyout_bonus_percent`
 * takes no bonus.
 */
export function bonusPercent(rows: readonly BonusRule[], line: LoadedLine, quality: Quality): number {
  const cap = line.product.buyoutBonusPercent;
  if (cap === null || !line.product.isDevice) return 0;
  const best = bestBonusRow(rows, line.product.manufacturerId, line.product.typeDeviceId, quality);
  return best ? rowPercent(best, cap) : 0;
}

export interface PricedCart {
  cart: Cart;
  lines: LoadedLine[];
  codeProblems: Map<number, CodeProblem>;
  /** Per line: what the order bills. */
  linePrices: Map<number, { goods: number; insurance: number; warranty: number; prolong: number; bonus: number }>;
}

function lineView(line: LoadedLine, plans: readonly InstallmentPlan[], bonusRows: readonly BonusRule[], locale: Locale): { view: CartLine; goods: number; insurance: number; warranty: number; prolong: number; bonus: number } {
  const price = line.product.price;
  const quantity = line.quantity;
  const device = line.product.isDevice;
  const insurances = device
    ? INSURANCE_OFFERS.filter((offer) => offer.id === line.generalInsuranceId || offer.id === line.screenInsuranceId).map((offer) => ({
        id: offer.id,
        kind: offer.kind,
        name: offer.name[locale],
        price: perMilleOf(price, offer.perMille, quantity),
        selected: true,
      }))
    : [];
  const warrantyOffer = device && line.warrantyMonths ? findWarranty(line.warrantyMonths) : undefined;
  const warranty = warrantyOffer ? { month_count: warrantyOffer.monthCount, price: perMilleOf(price, warrantyOffer.perMille, quantity), selected: true } : null;
  const prolongOffer = device && line.prolongWarrantyCode ? findProlongWarranty(line.prolongWarrantyCode) : undefined;
  const prolong = prolongOffer ? { code: prolongOffer.code, name: prolongOffer.name[locale], price: perMilleOf(price, prolongOffer.perMille, quantity), selected: true } : null;
  const plan = device && line.installmentId ? findPlan(plans, line.installmentId) : undefined;
  const insurance = insurances.reduce((sum, item) => sum + item.price, 0);
  const goods = price * quantity;
  const linePrice = goods + insurance + (warranty?.price ?? 0) + (prolong?.price ?? 0);
  const option = plan ? calculate(plan, linePrice) : undefined;
  const percent = line.buyoutId !== null && line.buyoutQuality ? bonusPercent(bonusRows, line, line.buyoutQuality) : 0;
  const bonus = Math.round((price * percent) / 100);
  return {
    goods,
    insurance,
    warranty: warranty?.price ?? 0,
    prolong: prolong?.price ?? 0,
    bonus,
    view: {
      id: line.id,
      productSeoName: line.product.seoName,
      parent_id: line.parentId,
      product: {
        id: line.product.id,
        code: line.product.code,
        seo_name: line.product.seoName,
        long_name: line.product.longName,
        short_name: line.product.shortName,
        price,
        // The same guard as every catalogue tile (lawful-price.ts): no crossed-out price that is not higher.
        common_price: line.product.commonPrice !== null && line.product.commonPrice > price ? line.product.commonPrice : null,
        lowest_price_30_days: line.product.lowestPrice30Days,
        type_device_name: line.product.typeDeviceName,
        manufacturer_name: line.product.manufacturerName,
        quality_name: line.product.quality,
        picture: line.product.picture,
        is_e_licence: line.product.isELicence,
        is_device: device,
      },
      quantity,
      unit_price: price,
      line_price: linePrice,
      available_quantity: availableQuantity(line),
      insurances,
      warranty,
      prolong_warranty: prolong,
      installment: option
        ? { id: option.id, installmentArrangeType: option.installmentArrangeType, provider: option.provider, months: option.months, monthly_payment: option.monthly_payment, rate: option.rate }
        : null,
      buyout_bonus: line.buyoutId !== null && line.buyoutQuality ? { buyout_id: line.buyoutId, device: `#${line.buyoutId}, ${line.buyoutQuality}`, percent, amount: bonus } : null,
    },
  };
}

/** The cart as the server prices it now, from its own data. */
export async function priceCart(db: Db, cartId: number | null, market: Market, locale: Locale, now: Date = new Date()): Promise<PricedCart> {
  const lines = cartId === null ? [] : await loadLines(db, cartId, locale);
  // Staff may date a bonus (admin-commerce); rows without dates always count.
  const bonusRows = lines.some((line) => line.buyoutId !== null) ? await validBonusRules(db, market, now) : [];
  const plans = lines.some((line) => line.installmentId) ? await loadInstallmentPlans(db, market) : [];
  const packages = new Map<PackageKind, CartPackage>();
  const linePrices: PricedCart['linePrices'] = new Map();
  let items = 0;
  let bonusTotal = 0;
  let vat = 0;
  for (const line of lines) {
    const priced = lineView(line, plans, bonusRows, locale);
    linePrices.set(line.id, priced);
    items += priced.view.line_price;
    bonusTotal += priced.bonus;
    vat += vatInside(priced.goods, line.product.vatRate) + vatInside(priced.view.line_price - priced.goods, SERVICE_VAT_PERCENT[market]);
    const kind = packageKindOf(line);
    const pack = packages.get(kind) ?? {
      id: PACKAGE_IDS[kind],
      kind,
      delivery_days: kind === 'e_licence' ? null : kind === 'own_stock' ? 0 : (line.product.supplierDeliveryDays ?? 0),
      items: [],
    };
    if (kind === 'external' && pack.delivery_days !== null) pack.delivery_days = Math.max(pack.delivery_days, line.product.supplierDeliveryDays ?? 0);
    pack.items.push(priced.view);
    packages.set(kind, pack);
  }
  const applied = cartId === null ? [] : await appliedCodes(db, cartId);
  const categories = applied.length ? await categoriesOfProducts(db, lines.map((line) => line.product.id)) : new Map<number, Set<number>>();
  const evaluated = evaluateCodes(
    applied,
    lines.map((line) => ({ productId: line.product.id, manufacturerId: line.product.manufacturerId, goods: line.product.price * line.quantity })),
    categories,
    now,
  );
  const total = Math.max(items - evaluated.total - bonusTotal, 0);
  // The discounts lower the VAT in proportion.
  const vatTotal = items > 0 ? Math.round((vat * total) / items) : 0;
  return {
    lines,
    codeProblems: evaluated.problems,
    linePrices,
    cart: {
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      currency: CURRENCY[market],
      packages: (['own_stock', 'external', 'e_licence'] as const).flatMap((kind) => (packages.has(kind) ? [packages.get(kind)!] : [])),
      codes: evaluated.codes,
      totals: { items, discounts: evaluated.total, buyout_bonus: bonusTotal, total, vat: vatTotal },
      price_changed_item_ids: lines.filter((line) => line.priceWhenAdded !== line.product.price).map((line) => line.id),
    },
  };
}
