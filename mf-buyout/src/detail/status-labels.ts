import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BuyoutStatus } from '@shop/shared/buyout/status';

const STATUS_LABELS: Readonly<Record<BuyoutStatus, MessageDescriptor>> = {
  created: msg`Přijato`,
  awaiting_pickup: msg`Čeká na vyzvednutí`,
  received: msg`Zařízení doručeno`,
  inspected: msg`Zařízení zkontrolováno`,
  paid: msg`Vyplaceno`,
  counter_offer: msg`Nová nabídka ceny`,
  counter_offer_accepted: msg`Nová cena přijata`,
  counter_offer_declined: msg`Nová cena odmítnuta`,
  returned: msg`Zařízení vráceno`,
};

export function statusLabel(i18n: I18n, status: BuyoutStatus): string {
  return i18n._(STATUS_LABELS[status]);
}
