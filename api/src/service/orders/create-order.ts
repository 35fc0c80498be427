import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale, Market } from '@shop/shared/contract/common';
import type { FieldErrors } from '@shop/shared/contract/route';
import { SLOT_ID_PATTERN, serviceOrderBodySchema, serviceOrderStatusPath } from '@shop/shared/contract/service';
import { tokenDigest, randomToken } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { serviceOrderOperations, serviceOrderStatusHistory, serviceOrders, serviceSlotBookings } from '../../db/schema/service';
import { detailError, validationError } from '../../http/http-error';
import { fieldErrorsOf } from '../../http/validation-errors';
import { translate } from '../../i18n/server-i18n';
import { operationsById } from '../operations/model-operations';
import { findColour } from '../selector/device-catalog';
import { centerSlots, findServiceCenter, intakeSchedule } from '../slots/center-slots';
import { findOrder, type ServiceOrderRow } from './order-detail';
import { newOrderNumber } from './order-access';

export interface CreatedOrder {
  order: ServiceOrderRow;
  /** The status page, with the token only the customer gets. */
  location: string;
}

/**
 * Books a repair. Everything the customer chose is checked against the server's own data
 * (operations of one model in this market, a colour of that model, a service center of the
 * market, a free slot in its hours) and every wrong field is reported at once (400). Prices
 * come from the database, never from the request. The slot's counter is raised with one
 * conditional upsert inside the order's transaction: when the slot filled up meanwhile the
 * answer is 409 and nothing is stored.
 */
export async function createServiceOrder(db: Db, market: Market, locale: Locale, input: unknown, now: Date = new Date()): Promise<CreatedOrder> {
  const parsed = v.safeParse(serviceOrderBodySchema(market), input, { abortPipeEarly: true });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.issues, locale));
  const body = parsed.output;

  const errors: FieldErrors = {};
  const operations = await operationsById(db, market, locale, [...new Set(body.operations)]);
  const modelIds = new Set(operations.map((operation) => operation.modelId));
  if (operations.length !== new Set(body.operations).size) errors.operations = [translate(locale, 'service.operation_unknown')];
  else if (modelIds.size !== 1) errors.operations = [translate(locale, 'service.operations_of_one_device')];
  const modelId = operations[0]?.modelId;

  const colour = body.product_color ? await findColour({ db, market, locale }, body.product_color) : undefined;
  if (body.product_color && (!colour || (modelId !== undefined && colour.modelId !== modelId))) {
    errors.product_color = [translate(locale, 'service.colour_mismatch')];
  }

  const center = await findServiceCenter(db, market, body.center);
  if (!center) errors.center = [translate(locale, 'service.center_unknown')];

  const [, slotDate = '', slotTime = ''] = SLOT_ID_PATTERN.exec(body.slot) ?? [];
  const slot = center ? (await centerSlots(db, market, center.id, slotDate, now)).find((candidate) => candidate.time === slotTime) : undefined;
  if (center && !slot) errors.slot = [translate(locale, 'service.slot_unavailable')];

  if (Object.keys(errors).length > 0 || !center || !slot || modelId === undefined) throw validationError(errors);
  const schedule = (await intakeSchedule(db, center.id, slotDate))!;

  const token = randomToken();
  const orderNumber = await newOrderNumber(db);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(serviceSlotBookings)
      .values({ storeId: center.id, slotDate, slotTime, booked: 1 })
      .onConflictDoUpdate({
        target: [serviceSlotBookings.storeId, serviceSlotBookings.slotDate, serviceSlotBookings.slotTime],
        set: { booked: sql`${serviceSlotBookings.booked} + 1` },
        setWhere: sql`${serviceSlotBookings.booked} < ${schedule.capacity}`,
      })
      .returning({ booked: serviceSlotBookings.booked });
    if (claimed.length === 0) throw detailError(409, translate(locale, 'service.slot_full'));

    const [order] = await tx
      .insert(serviceOrders)
      .values({
        orderNumber,
        accessTokenHash: tokenDigest(token),
        market,
        locale,
        modelId,
        colourId: colour?.id ?? null,
        storeId: center.id,
        slotDate,
        slotTime,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.e_mail,
        phone: body.phone_number,
        note: body.note,
        totalPrice: operations.reduce((sum, operation) => sum + operation.price, 0),
      })
      .returning({ id: serviceOrders.id });
    await tx.insert(serviceOrderOperations).values(
      operations.map((operation) => ({
        orderId: order!.id,
        operationId: operation.id,
        code: operation.code,
        nameCs: operation.nameCs,
        nameRo: operation.nameRo,
        price: operation.price,
        durationMinutes: operation.duration,
        warrantyMonths: operation.warranty,
      })),
    );
    await tx.insert(serviceOrderStatusHistory).values({ orderId: order!.id, status: 'booked' });
  });

  return { order: (await findOrder(db, orderNumber))!, location: serviceOrderStatusPath(market, orderNumber, token) };
}
