import type { Config } from '../config';
import type { SeedAccounts } from './seed/seed-step';

export function seedAccountsFrom(config: Config): SeedAccounts {
  return {
    staffEmail: config.staffEmail,
    staffPassword: config.staffPassword,
    customerEmail: config.customerEmail,
    customerPassword: config.customerPassword,
    romanian: {
      staffEmail: config.romanianStaffEmail,
      staffPassword: config.romanianStaffPassword,
      customerEmail: config.romanianCustomerEmail,
      customerPassword: config.romanianCustomerPassword,
    },
  };
}
