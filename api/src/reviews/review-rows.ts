import { sql, type SQL } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { PublishedReview, StaffReview } from '@shop/shared/contract/reviews';
import { rawRows, toNumber } from '../catalogue/raw-rows';
import type { Db } from '../db/database';

/** A review counts as a verified purchase once the order it is linked to was delivered (docs/reviews.md). */
const VERIFIED = sql`EXISTS (SELECT 1 FROM order_lines l JOIN shop_orders o ON o.id = l.order_id WHERE l.id = r.order_line_id AND o.status = 'delivered')`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

interface PublishedRow {
  id: number;
  rating: number;
  pros: string;
  cons: string;
  text: string;
  full_name: string;
  verified_purchase: boolean;
  created_at: Date | string;
}

export async function publishedReviews(db: Db, masterProductId: number, limit: number, offset: number): Promise<PublishedReview[]> {
  const rows = await rawRows<PublishedRow>(
    db,
    sql`SELECT r.id, r.rating, r.pros, r.cons, r.text, r.full_name, ${VERIFIED} AS verified_purchase, r.created_at
      FROM product_reviews r WHERE r.master_product_id = ${masterProductId} AND r.status = 'approved'
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at)! }));
}

interface StaffRow extends PublishedRow {
  master_product_seo_name: string;
  product_name: string;
  email: string;
  status: StaffReview['status'];
  disapproval_reason: string;
  decided_by: string | null;
  decided_at: Date | string | null;
  updated_by: string | null;
  updated_at: Date | string | null;
}

const STAFF_FROM = sql`FROM product_reviews r
  JOIN master_products m ON m.id = r.master_product_id
  LEFT JOIN products p ON p.id = r.product_id
  LEFT JOIN users d ON d.id = r.decided_by
  LEFT JOIN users u ON u.id = r.updated_by`;

/** The staff grid's rows (AT-R5) of the market matching `where` (a condition on `r` and `m`). */
export async function staffReviews(db: Db, market: Market, where: SQL, ordering: SQL, limit: number, offset: number): Promise<StaffReview[]> {
  const rows = await rawRows<StaffRow>(
    db,
    sql`SELECT r.id, m.seo_name AS master_product_seo_name, coalesce(p.long_name, m.name) AS product_name, r.rating, r.pros, r.cons, r.text,
        r.full_name, r.email, ${VERIFIED} AS verified_purchase, r.status, r.disapproval_reason, d.email AS decided_by, r.decided_at,
        u.email AS updated_by, r.updated_at, r.created_at
      ${STAFF_FROM} WHERE r.market = ${market} AND ${where} ORDER BY ${ordering}, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at)!, decided_at: iso(row.decided_at), updated_at: iso(row.updated_at) }));
}

export async function countStaffReviews(db: Db, market: Market, where: SQL): Promise<number> {
  const [row] = await rawRows<{ count: unknown }>(db, sql`SELECT count(*) AS count ${STAFF_FROM} WHERE r.market = ${market} AND ${where}`);
  return toNumber(row!.count);
}

export async function staffReview(db: Db, market: Market, id: number): Promise<StaffReview | null> {
  const [review] = await staffReviews(db, market, sql`r.id = ${id}`, sql`r.created_at DESC`, 1, 0);
  return review ?? null;
}
