import * as v from 'valibot';
import { textInput } from '../validation/storable-text';

/**
 * The one-time token of one sell-online form (issue #12): the widget makes a new one whenever the
 * form starts from the detail page, the server stores its SHA-256 with the buyout and refuses a
 * second sale under the same token. So Back plus a click, a double click or a retried request
 * can never sell the same device twice. 32 random bytes, base64url (43 characters).
 */
export const SALE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const SaleTokenSchema = v.pipe(textInput, v.regex(SALE_TOKEN_PATTERN, 'required'));

/** A fresh token from the browser's (or Node's) cryptographic random source. */
export function newSaleToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
