import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publish } from '@shop/shared/bus/bus';
import { cartCount } from '@shop/shared/contract/cart-count';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';

/**
 * The one publisher of the bus's `cart-count`: the server's count on every page (the badge is right where no cart
 * widget is loaded), then each count mf-cart writes to `cart.count` in the page's one query cache. Renders nothing.
 */
export function CartCountSync() {
  const api = useApiClient();
  const count = useQuery(queryFor(api, cartCount, {})).data?.count;
  useEffect(() => {
    if (count !== undefined) publish('cart-count', count);
  }, [count]);
  return null;
}
