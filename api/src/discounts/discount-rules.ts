import { and, eq, inArray } from 'drizzle-orm';
import type { AppliedCode, DiscountProblem } from '@shop/shared/contract/cart';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../db/database';
import { cartCodes, discountCodes } from '../db/schema/cart';
import { masterProductCategories } from '../db/schema/catalogue';
import { products } from '../db/schema/catalogue';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** What a code is checked against: the cart's lines (their price with add-ons) and who orders. */
export interface PricedLine {
  productId: number;
  /** For manufacturer-scoped codes. */
  manufacturerId?: number;
  /** Product price × quantity: codes discount goods, not insurance or warranties. */
  goods: number;
}

export type CodeProblem = DiscountProblem;

export interface CodeResult {
  amount: number;
  problem: CodeProblem | null;
}

/** The category ids of each product (for category-scoped codes). */
export async function categoriesOfProducts(db: Db, productIds: number[]): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select({ productId: products.id, categoryId: masterProductCategories.categoryId })
    .from(products)
    .innerJoin(masterProductCategories, eq(masterProductCategories.masterProductId, products.masterProductId))
    .where(inArray(products.id, productIds));
  for (const row of rows) map.set(row.productId, (map.get(row.productId) ?? new Set()).add(row.categoryId));
  return map;
}

function inScope(code: DiscountCodeRow, line: PricedLine, categories: Map<number, Set<number>>): boolean {
  if (code.productIds.length === 0 && code.categoryIds.length === 0 && code.manufacturerIds.length === 0) return true;
  if (code.productIds.includes(line.productId)) return true;
  if (line.manufacturerId !== undefined && code.manufacturerIds.includes(line.manufacturerId)) return true;
  const own = categories.get(line.productId);
  return code.categoryIds.some((id) => own?.has(id));
}

/** One code on its own: whether it applies to these lines now, and how much it takes off. */
export function evaluateCode(code: DiscountCodeRow, lines: PricedLine[], categories: Map<number, Set<number>>, now: Date): CodeResult {
  if (now < code.validFrom) return { amount: 0, problem: 'not_yet_valid' };
  if (now > code.validTo) return { amount: 0, problem: 'expired' };
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return { amount: 0, problem: 'used_up' };
  const goods = lines.reduce((sum, line) => sum + line.goods, 0);
  if (goods < code.minimumOrder) return { amount: 0, problem: 'minimum_not_reached' };
  const eligible = lines.filter((line) => inScope(code, line, categories)).reduce((sum, line) => sum + line.goods, 0);
  if (eligible === 0) return { amount: 0, problem: 'nothing_in_scope' };
  const amount = code.percent !== null ? Math.round((eligible * code.percent) / 100) : Math.min(code.amount ?? 0, eligible);
  return { amount, problem: null };
}

export interface AppliedCodeRow {
  id: number;
  code: DiscountCodeRow;
  cardNumber: string | null;
}

export async function appliedCodes(db: Db, cartId: number): Promise<AppliedCodeRow[]> {
  const rows = await db
    .select({ id: cartCodes.id, code: discountCodes, cardNumber: cartCodes.cardNumber })
    .from(cartCodes)
    .innerJoin(discountCodes, eq(discountCodes.id, cartCodes.discountCodeId))
    .where(eq(cartCodes.cartId, cartId))
    .orderBy(cartCodes.id);
  return rows;
}

/**
 * Every applied code with what it takes off now. Codes apply in the order they were added; a
 * code that does not stack is valid only alone, so a later one beside it is marked invalid.
 */
export function evaluateCodes(applied: AppliedCodeRow[], lines: PricedLine[], categories: Map<number, Set<number>>, now: Date): { codes: AppliedCode[]; total: number; problems: Map<number, CodeProblem> } {
  const problems = new Map<number, CodeProblem>();
  const codes: AppliedCode[] = [];
  let total = 0;
  let validSoFar: DiscountCodeRow[] = [];
  const goods = lines.reduce((sum, line) => sum + line.goods, 0);
  for (const row of applied) {
    let { amount, problem } = evaluateCode(row.code, lines, categories, now);
    if (!problem && validSoFar.some((other) => !other.stackable || !row.code.stackable)) problem = 'does_not_stack';
    if (problem) amount = 0;
    else validSoFar = [...validSoFar, row.code];
    amount = Math.min(amount, Math.max(goods - total, 0));
    if (problem) problems.set(row.id, problem);
    total += amount;
    codes.push({
      id: row.id,
      kind: row.code.studentCard ? 'student_card' : 'code',
      code: row.cardNumber ? `${'*'.repeat(Math.max(row.cardNumber.length - 4, 0))}${row.cardNumber.slice(-4)}` : row.code.code,
      percent: row.code.percent,
      amount,
      valid: problem === null,
      problem,
    });
  }
  return { codes, total, problems };
}

export async function findCode(db: Db, market: Market, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(and(eq(discountCodes.market, market), eq(discountCodes.code, code)));
  return row;
}
