import { CartPage } from '../cart/CartPage';
import { CheckoutStoreProvider } from '../store/checkout-context';

/** The cart page with its own checkout draft store (an installment plan chosen here becomes the checkout's payment). */
export function CartFlow() {
  return (
    <CheckoutStoreProvider>
      <CartPage />
    </CheckoutStoreProvider>
  );
}
