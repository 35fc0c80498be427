import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ServiceOrderStatus } from '@shop/shared/service/order-status';

// The customer's status page names (mf-service), so staff and customer speak of the same step.
export const SERVICE_STATUS_NAMES: Record<ServiceOrderStatus, MessageDescriptor> = {
  booked: msg`Rezervováno`,
  received: msg`Přijato do servisu`,
  in_repair: msg`V opravě`,
  ready_for_pickup: msg`Připraveno k vyzvednutí`,
  picked_up: msg`Vyzvednuto`,
  cancelled: msg`Zrušeno`,
};
