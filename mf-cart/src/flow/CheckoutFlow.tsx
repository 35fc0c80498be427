import { CheckoutPage } from '../checkout/CheckoutPage';
import { CheckoutStoreProvider } from '../store/checkout-context';

/** The checkout with its own store of the draft, read from the tab's sessionStorage as it mounts. */
export function CheckoutFlow() {
  return (
    <CheckoutStoreProvider>
      <CheckoutPage />
    </CheckoutStoreProvider>
  );
}
