import assert from 'node:assert/strict';
import { and, asc, desc, eq, gte, isNull, notInArray } from 'drizzle-orm';
import * as v from 'valibot';
import { PackagingStateSchema, type PackagingState } from '@shop/shared/contract/order-packaging';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { orderLines } from '../../db/schema/cart';
import { products, typeDevices } from '../../db/schema/catalogue';
import { stockPieces } from '../../db/schema/packaging';
import type { TestClient } from '../../test-support/test-client';

export const packagingUrl = (orderNumber: string) => `/api/new/orders/staff/orders/${orderNumber}/packaging/`;

export async function packagingOf(staff: TestClient, orderNumber: string): Promise<PackagingState> {
  const response = await staff.get(packagingUrl(orderNumber));
  assert.equal(response.statusCode, 200, response.body);
  return v.parse(PackagingStateSchema, response.json());
}

/** Serial numbers of `count` pieces of a product still on a shelf, skipping `except`. */
export async function freePieces(db: Db, productId: number, count: number, except: readonly string[] = []) {
  const rows = await db
    .select({ serial: stockPieces.serialNumber, imei: stockPieces.imei })
    .from(stockPieces)
    .where(and(eq(stockPieces.productId, productId), isNull(stockPieces.orderLineId), except.length > 0 ? notInArray(stockPieces.serialNumber, [...except]) : undefined))
    .orderBy(asc(stockPieces.id))
    .limit(count);
  assert.equal(rows.length, count, `product ${productId} has ${count} free pieces`);
  return rows;
}

/** Packs an order the way the packing table does (scan each piece, count the rest, weigh): it ends `packed`. */
export async function packByScanning(db: Db, staff: TestClient, orderNumber: string): Promise<PackagingState> {
  const state = await packagingOf(staff, orderNumber);
  for (const line of state.lines) {
    if (line.serialised) {
      const [row] = await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.id, line.id));
      for (const piece of await freePieces(db, row!.productId!, line.quantity - line.packed_quantity)) {
        const scanned = await staff.post(`${packagingUrl(orderNumber)}scans/`, { code: piece.serial });
        assert.equal(scanned.statusCode, 200, scanned.body);
      }
    } else {
      const counted = await staff.request({ method: 'PUT', url: `${packagingUrl(orderNumber)}lines/${line.id}/`, body: { packed_quantity: line.quantity } });
      assert.equal(counted.statusCode, 200, counted.body);
    }
  }
  const measured = await staff.request({ method: 'PUT', url: `${packagingUrl(orderNumber)}package/`, body: { weight_kg: 0.45, width_cm: 20, height_cm: 12, depth_cm: 6 } });
  assert.equal(measured.statusCode, 200, measured.body);
  const packed = v.parse(PackagingStateSchema, measured.json());
  assert.equal(packed.status, 'packed');
  return packed;
}

/** A phone of the market with warehouse stock (its pieces have an IMEI); `skip` keeps each test on its own product. */
export async function warehousePhone(db: Db, market: Market, skip: number): Promise<number> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(typeDevices, eq(typeDevices.id, products.typeDeviceId))
    .where(and(eq(products.market, market), eq(typeDevices.code, 'phones'), gte(products.warehouseQuantity, 8), eq(products.isELicence, false)))
    .orderBy(desc(products.id))
    .limit(skip + 1);
  return rows[skip]!.id;
}
