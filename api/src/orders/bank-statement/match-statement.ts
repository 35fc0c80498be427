import { and, eq, sql } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { StatementFormat, StatementLine, StatementOutcome } from '@shop/shared/contract/bank-statements';
import { RECORDED_PAYMENT_MAX } from '@shop/shared/contract/order-payment-records';
import type { Db } from '../../db/database';
import { shopOrders } from '../../db/schema/cart';
import { orderPaymentRecords } from '../../db/schema/payment-records';
import { localMoment } from '../../i18n/market-clock';
import { balancesOf } from '../payment-balance';
import type { ReadLine } from './read-statement';

const MARKET_CURRENCY: Record<Market, string> = { CZ: 'CZK', RO: 'RON' };

export interface MatchedLine extends StatementLine {
  /** Unique per bank movement: the record it becomes carries it, so the line is never recorded twice. */
  statementKey: string;
}

/**
 * The key of a line: the bank's movement id where the export has one; else its day, amount and reference, with how
 * many equal lines came before it in the file (two equal payments on one day are two payments, the same file read
 * again gives the same keys).
 */
function keysOf(market: Market, format: StatementFormat, lines: readonly ReadLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.transactionId) return `${market}:${format}:id:${line.transactionId}`;
    const base = `${market}:${format}:${line.bookedOn}:${Math.round(line.amount * 100)}:${line.reference}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}:${count}`;
  });
}

/**
 * Each line with the market's order it names and what an import does with it. What an order owes counts the lines
 * above in the file, so two part payments of one order are judged as they will be recorded.
 */
export async function matchStatement(db: Db, market: Market, format: StatementFormat, lines: readonly ReadLine[], now = new Date()): Promise<MatchedLine[]> {
  const keys = keysOf(market, format, lines);
  const numbers = [...new Set(lines.flatMap((line) => (line.orderNumber ? [line.orderNumber] : [])))];
  // Each list goes as one array parameter (`= any(...)`), not one parameter per value: binding 2,000 parameters cost
  // the embedded database more than the lookups themselves (docs/bank-transfers.md).
  const [orders, known] = await Promise.all([
    numbers.length === 0
      ? []
      : db
          .select({ id: shopOrders.id, number: shopOrders.orderNumber })
          .from(shopOrders)
          .where(and(sql`${shopOrders.orderNumber} = any(${sql.param(numbers)}::text[])`, eq(shopOrders.market, market))),
    db
      .select({ key: orderPaymentRecords.statementKey, number: shopOrders.orderNumber })
      .from(orderPaymentRecords)
      .innerJoin(shopOrders, eq(shopOrders.id, orderPaymentRecords.orderId))
      .where(sql`${orderPaymentRecords.statementKey} = any(${sql.param(keys)}::text[])`),
  ]);
  const orderIds = new Map(orders.map((order) => [order.number, order.id]));
  const recordedOn = new Map(known.map((record) => [record.key!, record.number]));
  const balances = await balancesOf(db, orders.map((order) => order.id));
  // What each order owes, lowered by each line above that will be recorded on it.
  const owedBy = new Map(orders.map((order) => [order.number, balances.get(order.id) ?? 0]));
  const firstLineOf = new Map<string, number>();
  const today = localMoment(market, now).date;

  const matched: MatchedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const statementKey = keys[index]!;
    const sameAs = firstLineOf.get(statementKey) ?? null;
    if (sameAs === null) firstLineOf.set(statementKey, line.line);
    const orderId = line.orderNumber ? orderIds.get(line.orderNumber) : undefined;
    let owed: number | null = null;
    const outcome = ((): StatementOutcome => {
      if (line.amount <= 0) return 'debit';
      if (line.currency !== MARKET_CURRENCY[market]) return 'other_currency';
      if (sameAs !== null) return 'duplicate';
      if (recordedOn.has(statementKey)) return 'recorded';
      if (line.bookedOn > today) return 'future';
      if (!Number.isInteger(line.amount)) return 'fraction';
      // The desk's own limit for one payment: a line above it is a mistake to look at, not to record.
      if (line.amount > RECORDED_PAYMENT_MAX) return 'too_large';
      if (!line.orderNumber) return 'no_reference';
      if (orderId === undefined) return 'unmatched';
      owed = owedBy.get(line.orderNumber)!;
      owedBy.set(line.orderNumber, owed - line.amount);
      return line.amount === owed ? 'match' : 'amount_differs';
    })();
    matched.push({
      line: line.line,
      transaction_id: line.transactionId,
      booked_on: line.bookedOn,
      amount: line.amount,
      currency: line.currency,
      reference: line.reference,
      details: line.details,
      order_number: outcome === 'recorded' ? recordedOn.get(statementKey)! : orderId !== undefined ? line.orderNumber : null,
      owed,
      outcome,
      same_as: sameAs,
      statementKey,
    });
  }
  return matched;
}
