import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { cartPackageProduct, cartUpdatePackageProduct } from '@shop/shared/contract/cart';
import type { ApiClient } from '@shop/shared/http/api-client';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor, queryFor, routeKey } from '@shop/shared/query/route-query';
import { afterCartWrite } from '../store/cart-writes';

/** The added line with every add-on it can take (insurance names come in the request's language). */
export const addedLineQuery = (api: ApiClient, packageItemId: number, locale: Locale) =>
  queryFor(api, cartPackageProduct, { params: { id: packageItemId } }, locale);

/** Changes an add-on of the line; the answer carries the cart and the line as they are now. */
export function useUpdateAddedLine(locale: Locale) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, cartUpdatePackageProduct),
    onSuccess: ({ data }, input) => {
      afterCartWrite(queryClient, data.cart);
      queryClient.setQueryData(routeKey(cartPackageProduct, { params: input.params }, locale), data.item);
    },
  });
}
