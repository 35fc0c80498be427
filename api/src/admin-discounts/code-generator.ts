import { randomInt } from 'node:crypto';
import { DISCOUNT_CODE_LENGTH } from '@shop/shared/contract/cart';
import { GENERATED_CODE_ALPHABET } from '@shop/shared/contract/admin-discounts';

/** A random 10-character code from the unambiguous alphabet; a CSPRNG, as codes are money. */
export function randomDiscountCode(): string {
  let code = '';
  for (let index = 0; index < DISCOUNT_CODE_LENGTH; index++) code += GENERATED_CODE_ALPHABET[randomInt(GENERATED_CODE_ALPHABET.length)];
  return code;
}
