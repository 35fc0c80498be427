/**
 * Out-of-court dispute resolution bodies the law makes the shop name (CZ §14 ZOS; RO Order 72/2010 and
 * Order 449/2022). The EU ODR platform closed on 20 July 2025, so nothing links to it (docs/markets.md).
 */
export const disputeLinks = {
  coiAdr: 'https://adr.coi.cz/',
  anpc: 'https://anpc.ro/',
  anpcSal: 'https://anpc.ro/ce-este-sal/',
} as const;
