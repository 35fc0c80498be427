import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publish } from '@shop/shared/bus/bus';
import { cartCount } from '@shop/shared/contract/cart-count';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';

/**
 * The header badge on a page where no cart widget is loaded yet (home, a first visit after days):
 * the server's count, published on the bus as mf-cart does after each change. Renders nothing.
 */
export function CartCountSync() {
  const api = useApiClient();
  const count = useQuery(queryFor(api, cartCount, {})).data?.count;
  useEffect(() => {
    if (count !== undefined) publish('cart-count', count);
  }, [count]);
  return null;
}
