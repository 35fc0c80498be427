import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { Db } from '../../db/database';
import { orderLines, shopOrders } from '../../db/schema/cart';
import { users } from '../../db/schema/users';

/** An order of one product for the user, as checkout would leave it; `status` as the orders desk set it. */
export async function orderFor(db: Db, market: Market, email: string, product: { id: number; code: string; name: string; price: number }, status = 'new'): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [order] = await db
    .insert(shopOrders)
    .values({
      orderNumber: `R${randomUUID().replace(/-/g, '').slice(0, 9)}`,
      market,
      locale: market === 'CZ' ? 'cs' : 'ro',
      submitToken: randomUUID(),
      bodyDigest: 'test',
      userId: user!.id,
      status,
      paymentStatus: 'paid',
      deliveryCode: 'courier',
      paymentType: 'card',
      billingAddress: {},
      orderInfo: {},
      email,
      itemsTotal: product.price,
      discounts: 0,
      buyoutBonus: 0,
      deliveryPrice: 0,
      paymentPrice: 0,
      total: product.price,
      vat: 0,
    })
    .returning({ id: shopOrders.id });
  await db.insert(orderLines).values({ orderId: order!.id, productId: product.id, kind: 'product', productCode: product.code, name: product.name, quantity: 1, unitPrice: product.price, finalPrice: product.price });
  return order!.id;
}
