import { and, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import { WITHDRAWAL_DAYS, type WithdrawalBody } from '@shop/shared/contract/orders';
import { formatDate } from '@shop/shared/i18n/market';
import type { Db } from '../db/database';
import { orderLines, shopOrders } from '../db/schema/cart';
import { orderWithdrawalLines, orderWithdrawals } from '../db/schema/withdrawals';
import { validationError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { orderNotFound } from '../http/translated-errors';
import type { ShopOrderRow } from '../orders/order-access';
import { refundAccount } from './refund-account';
import { refundsToCard } from './refund-to-card';

const DAY_MS = 86_400_000;

/** The last moment to withdraw: 14 days after delivery. */
export function withdrawalUntil(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
}

/** Quantity already withdrawn per order line. */
export async function withdrawnQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: orderWithdrawalLines.orderLineId, quantity: sum(orderWithdrawalLines.quantity).mapWith(Number) })
    .from(orderWithdrawalLines)
    .innerJoin(orderWithdrawals, eq(orderWithdrawals.id, orderWithdrawalLines.withdrawalId))
    .where(eq(orderWithdrawals.orderId, orderId))
    .groupBy(orderWithdrawalLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, row.quantity]));
}

export interface SubmittedWithdrawal {
  order: ShopOrderRow;
  withdrawalId: number;
  /** Empty when the money goes back to the card. */
  refundAccount: string;
  lines: { line_id: number; name: string; quantity: number }[];
}

/**
 * O-S6. The order row is locked for the check and the insert, so two notices sent at once cannot
 * both withdraw the same items. Nothing is stored on any refusal.
 */
export async function submitWithdrawal(input: { db: Db; market: Market; locale: Locale; body: WithdrawalBody; now?: Date }): Promise<SubmittedWithdrawal> {
  const { db, market, locale, body } = input;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(shopOrders)
      .where(
        and(
          eq(shopOrders.orderNumber, body.order_number.trim().toUpperCase()),
          eq(shopOrders.market, market),
          eq(sql`lower(${shopOrders.email})`, body.email.trim().toLowerCase()),
        ),
      )
      .for('update');
    if (!order) throw orderNotFound(locale);
    if (!order.deliveredAt) throw validationError({ order_number: [translate(locale, 'withdrawals.not_delivered')] });
    const until = withdrawalUntil(order.deliveredAt);
    if (now > until) throw validationError({ order_number: [translate(locale, 'withdrawals.period_over', { date: formatDate(until) })] });
    // A card order's money goes back to the card whatever account is typed; the form does not ask for one there.
    const account = (await refundsToCard(tx, order.id)) ? '' : refundAccount(market, body.refund_account ?? '', locale);

    const goods = await tx
      .select({ id: orderLines.id, name: orderLines.name, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.packageId), inArray(orderLines.id, body.lines.map((line) => line.line_id))));
    const withdrawn = await withdrawnQuantities(tx, order.id);
    const asked = new Map<number, number>();
    const errors: Record<string, Record<string, string[]>> = {};
    body.lines.forEach((line, index) => {
      const good = goods.find((row) => row.id === line.line_id);
      if (!good) {
        errors[String(index)] = { line_id: [translate(locale, 'withdrawals.line_unknown')] };
        return;
      }
      const total = (asked.get(good.id) ?? 0) + line.quantity;
      asked.set(good.id, total);
      const left = good.quantity - (withdrawn.get(good.id) ?? 0);
      if (total > left) {
        errors[String(index)] = { quantity: [left === 0 ? translate(locale, 'withdrawals.already_withdrawn') : translate(locale, 'withdrawals.quantity_left', { count: left })] };
      }
    });
    if (Object.keys(errors).length > 0) throw validationError({ lines: errors });

    const [made] = await tx
      .insert(orderWithdrawals)
      .values({ orderId: order.id, market, locale, refundAccount: account, reason: body.reason?.trim() ?? '' })
      .returning({ id: orderWithdrawals.id });
    await tx.insert(orderWithdrawalLines).values(body.lines.map((line) => ({ withdrawalId: made!.id, orderLineId: line.line_id, quantity: line.quantity })));
    return {
      order,
      withdrawalId: made!.id,
      refundAccount: account,
      lines: body.lines.map((line) => ({ line_id: line.line_id, name: goods.find((row) => row.id === line.line_id)!.name, quantity: line.quantity })),
    };
  });
}
