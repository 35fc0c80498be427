import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BuyoutStatus } from '@shop/shared/buyout/status';

// The customer's status page names (mf-buyout), so staff and customer speak of the same step.
export const BUYOUT_STATUS_NAMES: Record<BuyoutStatus, MessageDescriptor> = {
  // Own context: the e-Factura state's "Přijato" is another word in Romanian.
  created: msg({ message: 'Přijato', context: 'buyout status' }),
  awaiting_pickup: msg`Čeká na vyzvednutí`,
  received: msg`Zařízení doručeno`,
  inspected: msg`Zařízení zkontrolováno`,
  paid: msg`Vyplaceno`,
  counter_offer: msg`Nová nabídka ceny`,
  counter_offer_accepted: msg`Nová cena přijata`,
  counter_offer_declined: msg`Nová cena odmítnuta`,
  returned: msg`Zařízení vráceno`,
};
