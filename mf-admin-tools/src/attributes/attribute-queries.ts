import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attributeDefinitionCreate,
  attributeDefinitionDelete,
  attributeDefinitionList,
  attributeDefinitionUpdate,
  attributeNameChoices,
  attributeTypeDevices,
  attributeUnits,
} from '@shop/shared/contract/admin-attributes';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

/** The definitions of one type device, or all of them (null). */
export function useAttributeDefinitions(typeDevice: number | null, locale: Locale) {
  return useQuery(queryFor(useApiClient(), attributeDefinitionList, { query: typeDevice === null ? {} : { type_device: typeDevice } }, locale));
}

/** The form's selects: type devices and the units attributes use (AT-A4e/f). */
export function useAttributeLookups(locale: Locale) {
  const api = useApiClient();
  return {
    typeDevices: useQuery(queryFor(api, attributeTypeDevices, {}, locale)),
    units: useQuery(queryFor(api, attributeUnits, {})),
  };
}

export function useAttributeWrites() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // The units list and the product form's choices come from the definitions too.
  const onSuccess = () => Promise.all([attributeDefinitionList, attributeUnits, attributeNameChoices].map((route) => invalidateRoute(queryClient, route)));
  const write = { onSuccess, retry: false } as const;
  return {
    create: useMutation({ ...mutationFor(api, attributeDefinitionCreate), ...write }),
    update: useMutation({ ...mutationFor(api, attributeDefinitionUpdate), ...write }),
    remove: useMutation({ ...mutationFor(api, attributeDefinitionDelete), ...write }),
  };
}
