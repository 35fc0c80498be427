import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import type { Config } from '../config';

/**
 * Apple Pay asks the merchant to prove itself for every payment sheet: the browser hands the shop a validation URL
 * of Apple's, the shop posts its merchant identity there with its Apple-issued certificate and gives the opaque
 * merchant session Apple answers to the sheet. With APPLE_PAY_MERCHANT_ID, APPLE_PAY_CERT_FILE and APPLE_PAY_KEY_FILE
 * set, that is what happens; without them (a test shop has no Apple merchant account) a stand-in answers a session of
 * the same kind, as the test gateway stands in for the card gateway: the sheet's flow runs, but only a real
 * certificate makes Safari accept the session.
 */
export interface ApplePayMerchantValidator {
  startSession(validationUrl: URL, domainName: string): Promise<unknown>;
}

/**
 * Apple's validation hosts (apple-pay-gateway*.apple.com, also in China): the shop sends nothing, and never its
 * certificate, to a host the browser named unless it is one of these.
 */
export function isApplePayValidationUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.port === '' && /^(cn-)?apple-pay-gateway(-[a-z0-9]+)*\.apple\.com(\.cn)?$/.test(url.hostname);
}

const SESSION_TIMEOUT_MS = 10_000;

export function applePayMerchantValidator(config: Config['applePay'], displayName: string): ApplePayMerchantValidator {
  if (!config) {
    return {
      startSession: async (_url, domainName) => ({
        merchantSessionIdentifier: `stand-in-${randomUUID()}`,
        displayName,
        domainName,
        epochTimestamp: Date.now(),
        expiresAt: Date.now() + 5 * 60_000,
        standIn: true,
      }),
    };
  }
  const cert = readFileSync(config.certFile);
  const key = readFileSync(config.keyFile);
  return {
    startSession: (url, domainName) =>
      new Promise((resolve, reject) => {
        const body = JSON.stringify({ merchantIdentifier: config.merchantId, displayName, initiative: 'web', initiativeContext: domainName });
        const sent = request(url, { method: 'POST', cert, key, timeout: SESSION_TIMEOUT_MS, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            if (response.statusCode !== 200) return reject(new Error(`Apple Pay merchant validation answered ${response.statusCode}`));
            try {
              resolve(JSON.parse(text) as unknown);
            } catch (error) {
              reject(error as Error);
            }
          });
        });
        sent.on('timeout', () => sent.destroy(new Error('Apple Pay merchant validation timed out')));
        sent.on('error', reject);
        sent.end(body);
      }),
  };
}
