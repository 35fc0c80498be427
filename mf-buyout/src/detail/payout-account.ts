/** An IBAN in print form, groups of four (`RO49 AAAA 1B31 0075 9384 0000`), as banks and ISO 13616 write it. */
export function formatIbanGroups(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function isIban(account: string): boolean {
  return /^[A-Z]{2}\d{2}/.test(account);
}

/** The payout account as the customer knows it: an IBAN in groups of four, a Czech account with `/bank code`. */
export function formatPayoutAccount(account: string, bankCode: string): string {
  if (isIban(account)) return formatIbanGroups(account);
  return bankCode ? `${account}/${bankCode}` : account;
}
