import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DISCOUNT_CODE_LENGTH, ISIC_CARD_PATTERN, discountApply, discountRemove } from '@shop/shared/contract/cart';
import { cartCodes } from '../db/schema/cart';
import { registerRoute } from '../http/register-route';
import { fieldError } from '../http/translated-errors';
import { cartOwner, findCartId } from '../cart/cart-identity';
import { priceCart } from '../cart/cart-pricing';
import { detailError } from '../http/http-error';
import { translate } from '../i18n/server-i18n';
import { countHit, hitsSoFar } from '../limits/counters';
import { findCode, type CodeProblem } from './discount-rules';
import type { ServerMessageId } from '../i18n/messages-cs';
import { formatPrice } from '@shop/shared/i18n/market';
import { studentCardCode } from './student-card';

const PROBLEM_MESSAGES = {
  expired: 'discounts.expired',
  not_yet_valid: 'discounts.not_yet_valid',
  used_up: 'discounts.used_up',
  nothing_in_scope: 'discounts.nothing_in_scope',
} as const satisfies Partial<Record<CodeProblem, ServerMessageId>>;

/** Codes are guessable one by one: a client gets a handful of tries a minute. */
export const DISCOUNT_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };
const HOUR_MS = 60 * 60_000;

export function registerDiscountRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(
    app,
    discountApply,
    async ({ body, locale, request, user }) => {
      const owner = cartOwner(request, user);
      const viaCard = body.cardNumber !== undefined || body.cardHolder !== undefined;
      let codeText: string;
      let card: { number: string; holder: string } | null = null;
      if (viaCard) {
        const number = (body.cardNumber ?? '').replace(/\s/g, '').toUpperCase();
        if (!ISIC_CARD_PATTERN.test(number)) throw fieldError(locale, 'cardNumber', 'discounts.card_invalid');
        if (!body.cardHolder) throw fieldError(locale, 'cardHolder', 'discounts.code_or_card');
        card = { number, holder: body.cardHolder };
        codeText = studentCardCode;
      } else {
        codeText = (body.code ?? '').toUpperCase();
        if (codeText === '') throw fieldError(locale, 'code', 'discounts.code_or_card');
        if (codeText.length !== DISCOUNT_CODE_LENGTH) throw fieldError(locale, 'code', 'discounts.invalid_code');
      }
      // Beyond the per-client limit: guesses spread over many addresses add up here, and past the ceiling no
      // code is looked up (a valid one would tell the guesser it is valid) until the hour is over.
      const failuresKey = `discount-failures:${market()}`;
      if ((await hitsSoFar(db(), failuresKey, HOUR_MS)) >= app.config.limits.discountFailuresPerHour) throw detailError(429, translate(locale, 'discounts.too_many_failures'));
      const code = await findCode(db(), market(), codeText);
      if (!code || code.studentCard !== viaCard) {
        await countHit(db(), failuresKey, HOUR_MS);
        throw fieldError(locale, viaCard ? 'cardNumber' : 'code', viaCard ? 'discounts.card_invalid' : 'discounts.invalid_code');
      }
      const existingCartId = await findCartId(db(), owner);
      if (existingCartId === null) throw fieldError(locale, 'code', 'discounts.invalid_code');
      const cartId = await db().transaction(async (tx) => {
        const id = existingCartId;
        await tx
          .insert(cartCodes)
          .values({ cartId: id, discountCodeId: code.id, cardNumber: card?.number ?? null, cardHolder: card?.holder ?? null })
          .onConflictDoNothing();
        // Priced with the code in: a code that does not apply to this cart is refused and not kept.
        const priced = await priceCart(tx, id, market(), locale);
        const added = priced.cart.codes.at(-1);
        const mine = (await tx.select({ id: cartCodes.id }).from(cartCodes).where(and(eq(cartCodes.cartId, id), eq(cartCodes.discountCodeId, code.id))))[0]!;
        const problem = priced.codeProblems.get(mine.id);
        const field = viaCard ? 'cardNumber' : 'code';
        // The customer can act on the reason (another code, more goods, other goods), so it is named (issue #33).
        if (problem === 'does_not_stack') {
          const other = priced.cart.codes.find((applied) => applied.valid && applied.id !== mine.id);
          throw fieldError(locale, field, 'discounts.does_not_stack', { code: other?.code ?? '' });
        }
        if (problem === 'minimum_not_reached') throw fieldError(locale, field, 'discounts.minimum_not_reached', { amount: formatPrice(code.minimumOrder, market()) });
        if (problem && problem !== 'unknown') throw fieldError(locale, field, PROBLEM_MESSAGES[problem]);
        if (problem || !added) throw fieldError(locale, field, viaCard ? 'discounts.card_invalid' : 'discounts.invalid_code');
        return id;
      });
      return (await priceCart(db(), cartId, market(), locale)).cart;
    },
    { rateLimit: DISCOUNT_RATE_LIMIT },
  );

  registerRoute(app, discountRemove, async ({ params, locale, request, user }) => {
    const cartId = await findCartId(db(), cartOwner(request, user));
    const removed = cartId === null ? [] : await db().delete(cartCodes).where(and(eq(cartCodes.id, params.id), eq(cartCodes.cartId, cartId))).returning({ id: cartCodes.id });
    if (removed.length === 0) throw detailError(404, translate(locale, 'discounts.not_found'));
    return (await priceCart(db(), cartId, market(), locale)).cart;
  });
}
