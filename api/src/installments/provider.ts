import { randomBytes } from 'node:crypto';

export interface InstallmentApplicant {
  /** The shop's reference of the application: the order number. */
  reference: string;
  provider: string;
  amount: number;
  currency: 'CZK' | 'RON';
  months: number;
  email: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
}

/**
 * An installment provider as the shop uses it (Home Credit, Cofidis in CZ; TBI, BRD in RO are the
 * models): the application goes out with the order and the provider answers approved or rejected.
 * A real client's answer may come later by a callback; this interface takes the answer when it has one.
 */
export interface InstallmentProviderClient {
  apply(applicant: InstallmentApplicant): Promise<{ decision: 'approved' | 'rejected'; providerReference: string }>;
}

/** The stand-in's credit limit per currency: an application above it is rejected. */
export const TEST_CREDIT_LIMIT: Record<'CZK' | 'RON', number> = { CZK: 100_000, RON: 20_000 };

/** An applicant whose e-mail starts with this is rejected, to try the rejection path with any cart. */
export const REJECTED_APPLICANT_PREFIX = 'zamitnuto';

/**
 * The built-in stand-in provider: approves at once, except above the credit limit or for the test
 * applicant (`zamitnuto…@…`). Nothing leaves the shop.
 */
export class TestInstallmentProvider implements InstallmentProviderClient {
  async apply(applicant: InstallmentApplicant) {
    const rejected = applicant.amount > TEST_CREDIT_LIMIT[applicant.currency] || applicant.email.toLowerCase().startsWith(REJECTED_APPLICANT_PREFIX);
    return { decision: rejected ? ('rejected' as const) : ('approved' as const), providerReference: `TEST-${randomBytes(6).toString('hex')}` };
  }
}
