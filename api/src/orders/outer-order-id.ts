import { sql } from 'drizzle-orm';

/**
 * The outer order's id for a correlated subquery, written out with its table: in a one-table select drizzle prints
 * `${shopOrders.id}` as a bare "id", which inside a subquery over another table means that table's own id (an
 * uncorrelated subquery that compared e.g. a package's id with its order id and answered wrong for every row).
 */
export const OUTER_ORDER_ID = sql.raw('"shop_orders"."id"');
