import type { ShopBankAccount } from '@shop/shared/qr-platba/order-payment';

/**
 * The account Czech customers pay bank transfers to: SHOP_IBAN_CZ and SHOP_ACCOUNT_NAME. Unset, a sample
 * account of the format's documentation, so a development shop shows a code no one pays into by mistake
 * with a real bank: production sets both (api/README.md).
 */
export function shopBankAccount(env: NodeJS.ProcessEnv = process.env): ShopBankAccount {
  return {
    iban: env.SHOP_IBAN_CZ?.trim() || 'CZ6508000000192000145399',
    recipientName: env.SHOP_ACCOUNT_NAME?.trim() || 'Elektro Shop',
  };
}
