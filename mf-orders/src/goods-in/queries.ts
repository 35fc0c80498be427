import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@shop/shared/contract/common';
import { goodsInCheck, goodsInProduct, goodsInReceive, type GoodsInPiece } from '@shop/shared/contract/goods-in';
import { useApiClient } from '@shop/shared/http/api-provider';
import { invalidateRoute, mutationFor, queryFor } from '@shop/shared/query/route-query';

/** The product to receive, once staff entered its code (null: nothing asked yet). */
export function useGoodsInProduct(code: string | null, locale: Locale) {
  return useQuery({ ...queryFor(useApiClient(), goodsInProduct, { params: { code: code ?? '' } }, locale), enabled: code !== null, retry: false });
}

/** One scanned piece checked against the stock before it joins the list. */
export function usePieceCheck() {
  const api = useApiClient();
  return useMutation({ mutationFn: (piece: GoodsInPiece) => api.call(goodsInCheck, { query: piece }) });
}

/** The save of the whole delivery; the product's counts are read again afterwards. */
export function useReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationFor(useApiClient(), goodsInReceive),
    onSuccess: () => invalidateRoute(queryClient, goodsInProduct),
  });
}
