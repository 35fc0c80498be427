import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyCheckoutDraft, type BillingDraft, type CheckoutDraft, type DeliveryAddressDraft, type OrderInfoDraft } from './checkout-draft';

export interface CheckoutState {
  draft: CheckoutDraft;

  /** Picking another delivery drops the choices that belonged to the old one (store, slot, point, payment). */
  chooseDelivery(code: string): void;
  updateDraft(patch: Partial<Omit<CheckoutDraft, 'billing' | 'delivery_address' | 'info' | 'token'>>): void;
  updateBilling(patch: Partial<BillingDraft>): void;
  updateDeliveryAddress(patch: Partial<DeliveryAddressDraft>): void;
  updateInfo(patch: Partial<OrderInfoDraft>): void;
  /** The order exists and is paid or on its way to be: the next checkout is a new attempt with a new token. */
  orderPlaced(): void;
}

export const CHECKOUT_STORAGE_KEY = 'shop-checkout';

const newToken = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The checkout's input, kept in sessionStorage: a reload, Back or a trip to the payment gateway
 * finds every typed value again, and the token with it (one order whatever is retried).
 */
export function createCheckoutStore(storage: () => Storage = () => window.sessionStorage) {
  return createStore<CheckoutState>()(
    persist(
      (set, get) => ({
        draft: emptyCheckoutDraft(newToken()),

        chooseDelivery(code) {
          const { draft } = get();
          if (draft.type_delivery_code === code) return;
          set({ draft: { ...draft, type_delivery_code: code, store: '', timeslot: '', pickup_point: '', type_payment: '', payment_company: '', installment: '' } });
        },
        updateDraft(patch) {
          set({ draft: { ...get().draft, ...patch } });
        },
        updateBilling(patch) {
          const { draft } = get();
          set({ draft: { ...draft, billing: { ...draft.billing, ...patch } } });
        },
        updateDeliveryAddress(patch) {
          const { draft } = get();
          set({ draft: { ...draft, delivery_address: { ...draft.delivery_address, ...patch } } });
        },
        updateInfo(patch) {
          const { draft } = get();
          set({ draft: { ...draft, info: { ...draft.info, ...patch } } });
        },
        orderPlaced() {
          set({ draft: { ...emptyCheckoutDraft(newToken()), billing: get().draft.billing } });
        },
      }),
      {
        name: CHECKOUT_STORAGE_KEY,
        storage: createJSONStorage(storage),
        partialize: ({ draft }) => ({ draft }),
      },
    ),
  );
}

