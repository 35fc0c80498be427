import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import {
  serviceOperations,
  serviceProductSelectorData,
  serviceSearchProductData,
  type ServiceOperation,
  type ServiceSelectorData,
} from '@shop/shared/contract/service';
import { useApiClient } from '@shop/shared/http/api-provider';
import { keepAcrossLanguage, queryFor } from '@shop/shared/query/route-query';
import type { DeviceChoice } from '../store/service-store';

/** What the flow shows for a chosen device, whichever call answered. */
export interface DeviceAnswer {
  operations: ServiceOperation[];
  /** The page address the server gave for a device the customer chose here (absent for an address they arrived at). */
  url: string | null;
  /** The whole cascade, when the answer carries it (a search pick, an address). */
  selectorData: ServiceSelectorData | null;
}

const fromOperations = (answer: { url: string; choices: ServiceOperation[] }): DeviceAnswer => ({
  operations: answer.choices,
  url: answer.url,
  selectorData: null,
});
const fromSearchData = (answer: ServiceSelectorData & { url: string }): DeviceAnswer => ({
  operations: answer.choices.service_operations,
  url: answer.url,
  selectorData: answer,
});
const fromSelectorData = (answer: ServiceSelectorData): DeviceAnswer => ({
  operations: answer.choices.service_operations,
  url: null,
  selectorData: answer,
});

/**
 * The repairs of the chosen device, keyed by the choice and the language (operation names are
 * translated): a language switch asks again and keeps the old names on screen meanwhile.
 */
export function useDeviceAnswer(device: DeviceChoice | null) {
  const api = useApiClient();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;

  const byColor = queryFor(api, serviceOperations, { params: { product_color: device?.from === 'color' ? device.color : '' } }, locale);
  const colorAnswer = useQuery({
    ...byColor,
    enabled: device?.from === 'color',
    placeholderData: keepAcrossLanguage(byColor.queryKey),
    select: fromOperations,
  });
  const bySearch = queryFor(api, serviceSearchProductData, { params: { id: device?.from === 'search' ? device.item.id : 0 } }, locale);
  const searchAnswer = useQuery({
    ...bySearch,
    enabled: device?.from === 'search',
    placeholderData: keepAcrossLanguage(bySearch.queryKey),
    select: fromSearchData,
  });
  const byAddress = queryFor(api, serviceProductSelectorData, { query: device?.from === 'address' ? device.selection : {} }, locale);
  const addressAnswer = useQuery({
    ...byAddress,
    enabled: device?.from === 'address',
    placeholderData: keepAcrossLanguage(byAddress.queryKey),
    select: fromSelectorData,
  });

  if (device?.from === 'search') return searchAnswer;
  if (device?.from === 'address') return addressAnswer;
  return colorAnswer;
}
