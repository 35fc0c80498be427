import * as v from 'valibot';
import { defineRoute } from './route';

// Apart from cart.ts: the shell's header badge asks for the count on every first screen (home included), and
// importing it from the cart contract put the whole cart and checkout schema set on that screen (issue 14).

/** The number of items in the visitor's cart, for the header badge. */
export const cartCount = defineRoute({
  name: 'cart.count',
  method: 'GET',
  path: '/api/new/cart/count/',
  auth: 'public',
  response: v.object({ count: v.number() }),
});
