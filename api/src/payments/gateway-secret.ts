import { createHmac } from 'node:crypto';
import type { Config } from '../config';

/**
 * The key the gateway signs its notifications with (PAYMENT_GATEWAY_SECRET, given by the
 * gateway to the merchant). Required in production; elsewhere derived from SECRET_KEY so a
 * development server and the tests work without it.
 */
export function paymentGatewaySecret(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYMENT_GATEWAY_SECRET?.trim();
  if (secret) return secret;
  if (env.NODE_ENV === 'production') throw new Error('PAYMENT_GATEWAY_SECRET must be set in production (NODE_ENV=production)');
  return createHmac('sha256', config.secretKey).update('payment-gateway').digest('hex');
}
