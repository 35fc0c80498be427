import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Market } from '@shop/shared/contract/common';
import { randomToken, tokenDigest } from '../auth/tokens';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { cartCodes, cartItems, carts } from '../db/schema/cart';

/** The anonymous cart's cookie: a random token whose SHA-256 finds the cart. */
export const CART_COOKIE = 'cart';
const CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Whose cart a request works on: the signed-in customer's, else the cookie's. */
export interface CartOwner {
  market: Market;
  userId: number | null;
  cookieToken: string | null;
}

export function cartOwner(request: FastifyRequest, user: AuthUser | null): CartOwner {
  const cookie = request.cookies[CART_COOKIE];
  return { market: request.server.config.market, userId: user?.id ?? null, cookieToken: cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? cookie : null };
}

async function cookieCart(db: Db, owner: CartOwner): Promise<{ id: number; userId: number | null } | undefined> {
  if (!owner.cookieToken) return undefined;
  const [row] = await db
    .select({ id: carts.id, userId: carts.userId })
    .from(carts)
    .where(and(eq(carts.tokenDigest, tokenDigest(owner.cookieToken)), eq(carts.market, owner.market)));
  return row;
}

/**
 * The owner's cart id, or null when there is none yet. A signed-in customer's anonymous cart
 * (the cookie's, made before login) is merged into their cart here: its lines and codes move over.
 */
export async function findCartId(db: Db, owner: CartOwner): Promise<number | null> {
  const anonymous = await cookieCart(db, owner);
  if (owner.userId === null) return anonymous?.id ?? null;
  const [own] = await db.select({ id: carts.id }).from(carts).where(and(eq(carts.userId, owner.userId), eq(carts.market, owner.market)));
  if (!anonymous || anonymous.userId !== null) return own?.id ?? null;
  if (!own) {
    await db.update(carts).set({ userId: owner.userId, tokenDigest: null }).where(and(eq(carts.id, anonymous.id), isNull(carts.userId)));
    return anonymous.id;
  }
  await db.transaction(async (tx) => {
    await tx.update(cartItems).set({ cartId: own.id }).where(eq(cartItems.cartId, anonymous.id));
    const ownCodes = await tx.select({ code: cartCodes.discountCodeId }).from(cartCodes).where(eq(cartCodes.cartId, own.id));
    const taken = new Set(ownCodes.map((row) => row.code));
    const moving = await tx.select().from(cartCodes).where(eq(cartCodes.cartId, anonymous.id));
    for (const code of moving) if (!taken.has(code.discountCodeId)) await tx.update(cartCodes).set({ cartId: own.id }).where(eq(cartCodes.id, code.id));
    await tx.delete(carts).where(eq(carts.id, anonymous.id));
  });
  return own.id;
}

/** The owner's cart, made now if there is none (only by a change that succeeds: the caller's transaction). */
export async function ensureCartId(tx: Db, owner: CartOwner, reply: FastifyReply): Promise<number> {
  const existing = await findCartId(tx, owner);
  if (existing !== null) return existing;
  if (owner.userId !== null) {
    const [made] = await tx.insert(carts).values({ market: owner.market, userId: owner.userId }).returning({ id: carts.id });
    return made!.id;
  }
  const token = randomToken();
  const [made] = await tx.insert(carts).values({ market: owner.market, tokenDigest: tokenDigest(token) }).returning({ id: carts.id });
  reply.setCookie(CART_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.cookieSecure,
    maxAge: CART_MAX_AGE_SECONDS,
  });
  return made!.id;
}

export async function touchCart(tx: Db, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}
