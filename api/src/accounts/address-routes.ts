import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale, Market } from '@shop/shared/contract/common';
import {
  MAX_ADDRESSES,
  accountAddressCreate,
  accountAddressDelete,
  accountAddressUpdate,
  accountAddresses,
  addressBodySchema,
  type Address,
} from '@shop/shared/contract/account';
import type { Db } from '../db/database';
import { customerAddresses } from '../db/schema/accounts';
import { users } from '../db/schema/users';
import { detailError, validationError } from '../http/http-error';
import { registerRoute } from '../http/register-route';
import { fieldErrorsOf } from '../http/validation-errors';
import { translate } from '../i18n/server-i18n';

const addressColumns = {
  id: customerAddresses.id,
  first_name: customerAddresses.firstName,
  last_name: customerAddresses.lastName,
  street: customerAddresses.street,
  city: customerAddresses.city,
  district: customerAddresses.district,
  postcode: customerAddresses.postcode,
  phone: customerAddresses.phone,
  is_default: customerAddresses.isDefault,
};

function checkedAddress(market: Market, body: unknown, locale: Locale) {
  const parsed = v.safeParse(addressBodySchema(market), body, { abortPipeEarly: true });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.issues, locale));
  const address = parsed.output;
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    street: address.street,
    city: address.city,
    district: address.district,
    postcode: address.postcode,
    phone: address.phone,
    isDefault: address.is_default,
  };
}

const ownAddress = (userId: number, market: Market, id: number) =>
  and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId), eq(customerAddresses.market, market));

/** A new default takes over: the other addresses of the user in the market (all but `keepId`) stop being the default. */
async function clearOtherDefaults(db: Db, userId: number, market: Market, keepId: number): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.market, market), ne(customerAddresses.id, keepId)));
}

export function registerAddressRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;
  const notFound = (locale: Locale) => detailError(404, translate(locale, 'account.address_not_found'));

  registerRoute(app, accountAddresses, async ({ user }) => {
    const results = await db()
      .select(addressColumns)
      .from(customerAddresses)
      .where(and(eq(customerAddresses.userId, user!.id), eq(customerAddresses.market, market())))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
    return { results };
  });

  registerRoute(app, accountAddressCreate, async ({ body, user, locale, reply }) => {
    const values = checkedAddress(market(), body, locale);
    const created = await db().transaction(async (tx) => {
      // Serialises one user's address writes, so two creates at once cannot pass the cap together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user!.id)).for('update');
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.userId, user!.id), eq(customerAddresses.market, market())));
      if (total >= MAX_ADDRESSES) return null;
      // Before the insert: the partial unique index allows one default per user and market at any moment.
      if (values.isDefault) await clearOtherDefaults(tx, user!.id, market(), 0);
      const [row] = await tx.insert(customerAddresses).values({ ...values, userId: user!.id, market: market() }).returning(addressColumns);
      return row!;
    });
    if (!created) throw detailError(409, translate(locale, 'account.too_many_addresses', { count: MAX_ADDRESSES }));
    reply.code(201);
    return created;
  });

  registerRoute(app, accountAddressUpdate, async ({ params, body, user, locale }) => {
    const values = checkedAddress(market(), body, locale);
    const updated: Address | null = await db().transaction(async (tx) => {
      if (values.isDefault) await clearOtherDefaults(tx, user!.id, market(), params.id);
      const [row] = await tx.update(customerAddresses).set(values).where(ownAddress(user!.id, market(), params.id)).returning(addressColumns);
      return row ?? null;
    });
    if (!updated) throw notFound(locale);
    return updated;
  });

  registerRoute(app, accountAddressDelete, async ({ params, user, locale }) => {
    const [row] = await db().delete(customerAddresses).where(ownAddress(user!.id, market(), params.id)).returning({ id: customerAddresses.id });
    if (!row) throw notFound(locale);
    return row;
  });
}
