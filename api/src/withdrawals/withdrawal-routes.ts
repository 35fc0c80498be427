import type { FastifyInstance } from 'fastify';
import { ordersWithdraw } from '@shop/shared/contract/orders';
import { registerRoute } from '../http/register-route';
import { submitWithdrawal } from './submit-withdrawal';
import { withdrawalConfirmationMail } from './withdrawal-mail';
import { openAutomaticTask } from '../admin-tasks/automatic-tasks';

/** Found by number + e-mail like the order lookup, so it shares the lookup's ceiling against guessing. */
export const WITHDRAWAL_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

export function registerWithdrawalRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    ordersWithdraw,
    async ({ body, locale, request, reply }) => {
      const withdrawal = await submitWithdrawal({ db: app.database.db, market: app.config.market, locale, body });
      await openAutomaticTask(app.database.db, app.config.market, { kind: 'withdrawal-refund', withdrawalId: withdrawal.withdrawalId, orderNumber: withdrawal.order.orderNumber });
      try {
        await app.mailer.sendMail(withdrawalConfirmationMail(withdrawal, app.config.market));
      } catch (error) {
        // The withdrawal is stored and counts from now; staff see the failed mail in the log.
        request.log.error({ err: error, order: withdrawal.order.orderNumber }, 'withdrawal confirmation mail failed');
      }
      reply.code(201);
      return { withdrawal_id: withdrawal.withdrawalId, order_number: withdrawal.order.orderNumber, refund_account: withdrawal.refundAccount, lines: withdrawal.lines };
    },
    { rateLimit: WITHDRAWAL_RATE_LIMIT },
  );
}
