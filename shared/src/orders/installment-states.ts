/**
 * The states of an order's installment application at the provider (O-S5): sent with the order,
 * then the provider's decision; cancelled when the order is cancelled before the loan runs.
 */
export const INSTALLMENT_APPLICATION_STATES = ['submitted', 'approved', 'rejected', 'cancelled'] as const;
export type InstallmentApplicationState = (typeof INSTALLMENT_APPLICATION_STATES)[number];
