import { useAccountContact } from '@shop/shared/account/use-account-contact';
import type { ApiClient } from '@shop/shared/http/api-client';
import { formatPhone } from '@shop/shared/validation/phone';
import { useBuyoutStores } from '../store/buyout-context';
import type { PersonalInfoTextField } from '../store/personal-info';

/** A logged-in customer's name, e-mail and phone go into the sell-online fields still empty; nothing typed is overwritten. */
export function useAccountPrefill(api: ApiClient): void {
  const { buyout } = useBuyoutStores();
  useAccountContact(api, (contact) => {
    const fromAccount: [PersonalInfoTextField, string][] = [
      ['firstName', contact.firstName],
      ['lastName', contact.lastName],
      ['email', contact.email],
      ['phoneNumber', contact.phone === '' ? '' : formatPhone(contact.phone)],
    ];
    const { personalInfo, setPersonalInfo } = buyout.getState();
    for (const [field, value] of fromAccount) {
      if (value !== '' && personalInfo[field] === '') setPersonalInfo(field, value);
    }
  });
}
