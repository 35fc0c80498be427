import { createHmac } from 'node:crypto';
import { sameToken } from '../auth/tokens';

/** HMAC-SHA256 (hex) of `payment_id|state|amount`: what the gateway signs and the shop checks. */
export function notificationSignature(secret: string, paymentId: string, state: string, amount: number): string {
  return createHmac('sha256', secret).update(`${paymentId}|${state}|${amount}`).digest('hex');
}

export function signatureValid(secret: string, paymentId: string, state: string, amount: number, signature: string): boolean {
  return sameToken(signature, notificationSignature(secret, paymentId, state, amount));
}
