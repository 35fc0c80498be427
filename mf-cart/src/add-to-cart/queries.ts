import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartAddProduct } from '@shop/shared/contract/cart-core';
import { useApiClient } from '@shop/shared/http/api-provider';
import { mutationFor } from '@shop/shared/query/route-query';
import { afterCartWrite } from '../store/cart-writes';

/** Adds a product; the answer is the whole cart and the new line's id (for the subcart). */
export function useAddToCart() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(api, cartAddProduct),
    onSuccess: ({ data }) => afterCartWrite(queryClient, data.cart),
  });
}
