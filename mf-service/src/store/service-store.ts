import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  serviceOperations,
  serviceProductSelectorData,
  serviceSearchProductData,
  type ServiceOperation,
  type ServiceSelectorData,
  type SmartSearchItem,
} from '@shop/shared/contract/service';
import type { ApiClient } from '@shop/shared/http/api-client';
import { emptyBookingInput, type BookingInput } from './booking-draft';
import { localIsoDate } from './local-date';
import type { SelectedChoices } from '@shop/shared/selector/selector-data';
import { createSelectorStore, selectedChoicesOf, type SelectorState } from '@shop/shared/selector/selector-store';

/** The chosen slugs as the selector-data call's query: unchosen steps left out. */
export function selectionQuery(chosen: SelectedChoices) {
  return Object.fromEntries(Object.entries(chosen).filter(([, slug]) => slug !== null)) as Partial<Record<keyof SelectedChoices, string>>;
}

export type LoadStatus = 'idle' | 'loading' | 'error';

export interface ServiceState {
  /** The shared type -> manufacturer -> model -> colour cascade; its callbacks drive the rules below. */
  selector: StoreApi<SelectorState>;
  /** Repairs of the chosen device; empty until a colour, a search pick or a deep link names one. */
  operations: ServiceOperation[];
  operationsStatus: LoadStatus;
  /** The device picked in the smart search, until the cascade changes. */
  searchProduct: SmartSearchItem | null;
  /** Operations the customer ticked, in the order of the list. */
  chosenOperationIds: number[];
  /** The booking form as typed; a device change keeps it (the slot is dropped only with center or day). */
  bookingInput: BookingInput;

  /** Spec section 4: any change of the selection drops the operations, their picks and the search pick. */
  resetDevice(): void;
  /** A colour was chosen: loads its operations (answers for an older device are dropped). */
  loadOperations(color: string): Promise<void>;
  /** A deep link, back or forward: the cascade and operations from a selector-data answer, no callbacks. */
  showSelectorData(data: ServiceSelectorData): void;
  /** A smart-search suggestion was picked: loads its cascade and operations. */
  pickSearchItem(item: SmartSearchItem): Promise<void>;
  /** Asks again for what failed to load (the colour's operations or the search pick's data). */
  retryDevice(): void;
  toggleOperation(id: number): void;
  updateBookingInput(patch: Partial<BookingInput>): void;
  /** The order is stored: its repairs, time and note are done with; the contact stays for a next device. */
  bookingDone(): void;
  /** The language changed: the operation names again, in it, keeping the ticks. */
  reloadOperations(): Promise<void>;
}

export interface ServiceStoreOptions {
  /** The page address the server gave for a newly shown device; the flow mirrors it in the browser. */
  onAddress(url: string): void;
}

/**
 * The service flow's state for one widget instance. Every device change bumps a generation,
 * and an answer is applied only if no change came after its request, so a slow operations
 * answer for the previous colour can never show up under the new one.
 */
export function createServiceStore(api: ApiClient, { onAddress }: ServiceStoreOptions): StoreApi<ServiceState> {
  let generation = 0;
  let lastDeviceLoad: (() => Promise<void>) | null = null;

  return createStore<ServiceState>()((set, get) => {
    const resetDevice = () => {
      generation += 1;
      set({ operations: [], operationsStatus: 'idle', searchProduct: null, chosenOperationIds: [] });
    };

    const selector = createSelectorStore({
      onReset: resetDevice,
      onColorChosen: (color) => void get().loadOperations(color),
    });

    return {
      selector,
      operations: [],
      operationsStatus: 'idle',
      searchProduct: null,
      chosenOperationIds: [],
      bookingInput: emptyBookingInput(localIsoDate(new Date())),

      resetDevice,

      async loadOperations(color) {
        resetDevice();
        lastDeviceLoad = () => get().loadOperations(color);
        const mine = generation;
        set({ operationsStatus: 'loading' });
        try {
          const answer = await api.call(serviceOperations, { params: { product_color: color } });
          if (mine !== generation) return;
          set({ operations: answer.choices, operationsStatus: 'idle' });
          onAddress(answer.url);
        } catch (error) {
          if (mine !== generation) return;
          console.warn('Service operations could not be loaded', error);
          set({ operationsStatus: 'error' });
        }
      },

      showSelectorData(data) {
        resetDevice();
        selector.getState().restore(data);
        set({ operations: data.choices.service_operations });
      },

      async pickSearchItem(item) {
        resetDevice();
        lastDeviceLoad = () => get().pickSearchItem(item);
        const mine = generation;
        set({ operationsStatus: 'loading' });
        try {
          const answer = await api.call(serviceSearchProductData, { params: { id: item.id } });
          if (mine !== generation) return;
          selector.getState().restore(answer);
          set({ operations: answer.choices.service_operations, operationsStatus: 'idle', searchProduct: item });
          onAddress(answer.url);
        } catch (error) {
          if (mine !== generation) return;
          console.warn('Search product data could not be loaded', error);
          set({ operationsStatus: 'error' });
        }
      },

      retryDevice() {
        void lastDeviceLoad?.();
      },

      toggleOperation(id) {
        const chosen = get().chosenOperationIds;
        const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];
        const order = get().operations.map((operation) => operation.id);
        set({ chosenOperationIds: order.filter((operationId) => next.includes(operationId)) });
      },

      updateBookingInput(patch) {
        set({ bookingInput: { ...get().bookingInput, ...patch } });
      },

      bookingDone() {
        set({ chosenOperationIds: [], bookingInput: { ...get().bookingInput, slot: '', note: '' } });
      },

      async reloadOperations() {
        if (get().operations.length === 0) return;
        const mine = generation;
        const chosen = selectedChoicesOf(selector.getState());
        try {
          const operations = chosen.product_color
            ? (await api.call(serviceOperations, { params: { product_color: chosen.product_color } })).choices
            : (await api.call(serviceProductSelectorData, { query: selectionQuery(chosen) })).choices.service_operations;
          if (mine !== generation) return;
          const ids = new Set(operations.map((operation) => operation.id));
          set({ operations, chosenOperationIds: get().chosenOperationIds.filter((id) => ids.has(id)) });
        } catch (error) {
          // The names stay in the previous language; everything else still works.
          console.warn('Service operations could not be reloaded', error);
        }
      },
    };
  });
}
