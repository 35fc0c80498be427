import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SmartSearchItem } from '@shop/shared/contract/service';
import { emptyBookingInput, type BookingInput } from './booking-draft';
import { localIsoDate } from './local-date';
import type { SelectedChoices } from '@shop/shared/selector/selector-data';
import { createSelectorStore, type SelectorState } from '@shop/shared/selector/selector-store';

/**
 * How the customer named the device whose repairs are shown: a colour in the cascade, a
 * smart-search suggestion, or an address they arrived at (its chosen slugs, as the address has them).
 * The operations are read by this choice (`flow/device-queries.ts`), so an answer for an older
 * choice never shows under a newer one.
 */
export type DeviceChoice =
  | { from: 'color'; color: string }
  | { from: 'search'; item: SmartSearchItem }
  | { from: 'address'; selection: Partial<Record<keyof SelectedChoices, string>> };

export interface ServiceState {
  /** The shared type -> manufacturer -> model -> colour cascade; its callbacks drive the rules below. */
  selector: StoreApi<SelectorState>;
  /** The device whose repairs are shown; null until a colour, a search pick or an address names one. */
  device: DeviceChoice | null;
  /** Operations the customer ticked; shown and booked in the order of the list. */
  chosenOperationIds: number[];
  /** The booking form as typed; a device change keeps it (the slot is dropped only with center or day). */
  bookingInput: BookingInput;

  /** A smart-search suggestion was picked. */
  pickSearchItem(item: SmartSearchItem): void;
  /** The customer arrived at an address (first load, link, Back, Forward) naming this selection. */
  arriveAt(selection: Partial<Record<keyof SelectedChoices, string>>): void;
  toggleOperation(id: number): void;
  updateBookingInput(patch: Partial<BookingInput>): void;
  /** The order is stored: its repairs, time and note are done with; the contact stays for a next device. */
  bookingDone(): void;
}

/** The service flow's choices for one widget instance; what they show is read by query. */
export function createServiceStore(): StoreApi<ServiceState> {
  return createStore<ServiceState>()((set, get) => {
    const showDevice = (device: DeviceChoice | null) => set({ device, chosenOperationIds: [] });

    // Spec section 4: any change of the selection drops the device and its picks.
    const selector = createSelectorStore({
      onReset: () => showDevice(null),
      onColorChosen: (color) => showDevice({ from: 'color', color }),
    });

    return {
      selector,
      device: null,
      chosenOperationIds: [],
      bookingInput: emptyBookingInput(localIsoDate(new Date())),

      pickSearchItem: (item) => showDevice({ from: 'search', item }),
      arriveAt: (selection) => showDevice({ from: 'address', selection }),

      toggleOperation(id) {
        const chosen = get().chosenOperationIds;
        set({ chosenOperationIds: chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id] });
      },

      updateBookingInput(patch) {
        set({ bookingInput: { ...get().bookingInput, ...patch } });
      },

      bookingDone() {
        set({ chosenOperationIds: [], bookingInput: { ...get().bookingInput, slot: '', note: '' } });
      },
    };
  });
}
