import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { testGatewayPayments } from '../db/schema/cart';
import type { PaymentProvider } from './provider';
import { notificationSignature } from './signature';

export type GatewayDecision = 'approve' | 'decline' | 'cancel';
const STATE_OF: Record<GatewayDecision, 'paid' | 'declined' | 'cancelled'> = { approve: 'paid', decline: 'declined', cancel: 'cancelled' };

/** The hosted payment page of the test gateway (rendered by the shop's front end from payments.test-gateway-payment). */
export function testGatewayPagePath(paymentId: string): string {
  return `/test-gateway/${paymentId}/`;
}

/** A wallet token that the test gateway declines, for trying the decline path with a wallet. */
export const DECLINED_WALLET_TOKEN = 'decline';

/**
 * The test gateway marks paid whatever the buyer clicks: a production server (NODE_ENV=production) refuses
 * to start with it unless TEST_GATEWAY_IN_PRODUCTION=true says it is meant (a staging server).
 */
export function assertTestGatewayAllowed(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && env.TEST_GATEWAY_IN_PRODUCTION !== 'true') {
    throw new Error('The test payment gateway approves any payment: set TEST_GATEWAY_IN_PRODUCTION=true to run it with NODE_ENV=production');
  }
}

/**
 * The built-in test gateway: keeps its payments in its own table, decides on the customer's
 * button, and notifies the shop the way a real gateway does, by a signed POST to the notify URL
 * (sent through the app's HTTP layer, so the shop's notification route is what checks it).
 */
export class TestGateway implements PaymentProvider {
  readonly name = 'test-gateway';

  constructor(
    private readonly app: FastifyInstance,
    private readonly secret: string,
  ) {}

  private get db(): Db {
    return this.app.database.db;
  }

  async createPayment(input: { orderNumber: string; amount: number; currency: 'CZK' | 'RON'; returnUrl: string; notifyUrl: string }) {
    const paymentId = randomBytes(24).toString('base64url');
    await this.db.insert(testGatewayPayments).values({
      paymentId,
      merchantOrder: input.orderNumber,
      amount: input.amount,
      currency: input.currency,
      state: 'created',
      returnUrl: input.returnUrl,
      notifyUrl: input.notifyUrl,
    });
    return { paymentId, paymentUrl: testGatewayPagePath(paymentId) };
  }

  async find(paymentId: string) {
    const [row] = await this.db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentId, paymentId));
    return row;
  }

  async stateOf(paymentId: string) {
    return (await this.find(paymentId))?.state;
  }

  /** The customer's button; false when the payment is unknown or already decided. */
  async decide(paymentId: string, decision: GatewayDecision): Promise<boolean> {
    const state = STATE_OF[decision];
    const [row] = await this.db
      .update(testGatewayPayments)
      .set({ state })
      .where(and(eq(testGatewayPayments.paymentId, paymentId), eq(testGatewayPayments.state, 'created')))
      .returning();
    if (!row) return false;
    await this.notify(row.paymentId, state, row.amount, row.notifyUrl);
    return true;
  }

  async refund(paymentId: string, amount: number): Promise<boolean> {
    const refunded = await this.db
      .update(testGatewayPayments)
      .set({ refunded: sql`${testGatewayPayments.refunded} + ${amount}` })
      .where(and(eq(testGatewayPayments.paymentId, paymentId), eq(testGatewayPayments.state, 'paid'), sql`${testGatewayPayments.refunded} + ${amount} <= ${testGatewayPayments.amount}`))
      .returning();
    return refunded.length > 0;
  }

  async chargeWallet(paymentId: string, walletToken: string): Promise<void> {
    await this.decide(paymentId, walletToken === DECLINED_WALLET_TOKEN ? 'decline' : 'approve');
  }

  private async notify(paymentId: string, state: string, amount: number, notifyUrl: string): Promise<void> {
    const response = await this.app.inject({
      method: 'POST',
      url: notifyUrl,
      payload: { payment_id: paymentId, state, amount, signature: notificationSignature(this.secret, paymentId, state, amount) },
    });
    if (response.statusCode !== 200) this.app.log.error({ paymentId, status: response.statusCode }, 'payment notification refused');
  }
}

