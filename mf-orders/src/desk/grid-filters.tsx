import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ORDER_WINDOW_VALUES } from '@shop/shared/contract/order-desk';
import { DELIVERY_STATUSES } from '@shop/shared/orders/order-states';
import { FilterSelect } from '@shop/shared/ui/grid/FilterSelect';
import { DELIVERY_STATE_NAMES } from '@shop/shared/orders/state-names';

type OrderWindow = (typeof ORDER_WINDOW_VALUES)[number];
type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Select options for status values named by their Lingui descriptors. */
export function useStatusOptions() {
  const { i18n } = useLingui();
  return <T extends string>(values: readonly T[], names: Record<T, MessageDescriptor>) => values.map((value) => ({ value, label: i18n._(names[value]) }));
}

/** The desk grids' delivery-status filter (orders and deliveries). */
export function DeliveryStatusFilter({ value, onChange }: { value: DeliveryStatus | undefined; onChange: (value: DeliveryStatus | undefined) => void }) {
  const { t } = useLingui();
  const options = useStatusOptions();
  return <FilterSelect label={t`Stav doručení`} value={value} anyLabel={t`Všechny`} options={options(DELIVERY_STATUSES, DELIVERY_STATE_NAMES)} onChange={onChange} />;
}

/** The desk grids' period filter: the last 7 / 21 / 42 / 90 days (O-C1). */
export function WindowFilter({ value, onChange }: { value: OrderWindow | undefined; onChange: (value: OrderWindow | undefined) => void }) {
  const { t } = useLingui();
  const options = ORDER_WINDOW_VALUES.map((days) => ({ value: days, label: t`Posledních ${days} dní` }));
  return <FilterSelect label={t`Období`} value={value} anyLabel={t`Vše`} options={options} onChange={onChange} />;
}
