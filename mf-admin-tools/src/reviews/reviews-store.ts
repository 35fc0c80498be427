import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ReviewsState {
  /** The review open in the editor, or null for the grid (whose filters, page and order live in the address). */
  openId: number | null;
  open(id: number | null): void;
}

export function createReviewsStore(): StoreApi<ReviewsState> {
  return createStore<ReviewsState>((set) => ({
    openId: null,
    open: (id) => set({ openId: id }),
  }));
}

export const reviewsStore = createReviewsStore();
