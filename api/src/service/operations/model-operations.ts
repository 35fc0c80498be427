import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { ServiceOperation } from '@shop/shared/contract/service';
import type { Db } from '../../db/database';
import { serviceOperations, serviceOperationTypes } from '../../db/schema/service';

export interface PricedOperation extends ServiceOperation {
  modelId: number;
  nameCs: string;
  nameRo: string;
}

function operationQuery(db: Db, locale: Locale) {
  return db
    .select({
      id: serviceOperations.id,
      code: serviceOperationTypes.code,
      name: locale === 'cs' ? serviceOperationTypes.nameCs : serviceOperationTypes.nameRo,
      nameCs: serviceOperationTypes.nameCs,
      nameRo: serviceOperationTypes.nameRo,
      price: serviceOperations.price,
      duration: serviceOperations.durationMinutes,
      warranty: serviceOperations.warrantyMonths,
      modelId: serviceOperations.modelId,
    })
    .from(serviceOperations)
    .innerJoin(serviceOperationTypes, eq(serviceOperationTypes.id, serviceOperations.typeId));
}

const toContract = ({ id, code, name, price, duration, warranty }: PricedOperation): ServiceOperation => ({ id, code, name, price, duration, warranty });

/** A model's repairs in the market, in the shop's order of kinds (display, battery, ...). */
export async function modelOperations(db: Db, market: Market, locale: Locale, modelId: number): Promise<ServiceOperation[]> {
  const rows = await operationQuery(db, locale)
    .where(and(eq(serviceOperations.market, market), eq(serviceOperations.modelId, modelId)))
    .orderBy(asc(serviceOperationTypes.position));
  return rows.map(toContract);
}

/** The market's operations among `ids` (others are simply missing), with both names for storing an order. */
export async function operationsById(db: Db, market: Market, locale: Locale, ids: readonly number[]): Promise<PricedOperation[]> {
  if (ids.length === 0) return [];
  return operationQuery(db, locale)
    .where(and(eq(serviceOperations.market, market), inArray(serviceOperations.id, [...ids])))
    .orderBy(asc(serviceOperationTypes.position));
}
