import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_TTL_MINUTES, PASSWORD_RESET_TTL_MINUTES } from '@shop/shared/contract/account';
import { randomToken, tokenDigest } from '../auth/tokens';
import type { Db } from '../db/database';
import { accountTokens } from '../db/schema/accounts';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const TTL_MINUTES: Record<TokenPurpose, number> = {
  password_reset: PASSWORD_RESET_TTL_MINUTES,
  email_confirmation: EMAIL_CONFIRMATION_TTL_MINUTES,
};

/** A new token for the user; earlier unused ones of the purpose stop working, so only the latest mail's link opens. */
export async function issueAccountToken(db: Db, userId: number, purpose: TokenPurpose, now: Date = new Date()): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({ id: tokenDigest(token), purpose, userId, expiresAt: new Date(now.getTime() + TTL_MINUTES[purpose] * 60_000) });
  });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, of another purpose,
 * used or expired. One conditional UPDATE: of two requests with one token only one gets the user.
 */
export async function consumeAccountToken(db: Db, token: string, purpose: TokenPurpose, now: Date = new Date()): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, tokenDigest(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
