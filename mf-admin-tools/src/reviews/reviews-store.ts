import { createStore, type StoreApi } from 'zustand/vanilla';
import type { reviewStaffList } from '@shop/shared/contract/reviews';
import type { RouteQuery } from '@shop/shared/contract/route';

export type ReviewGridQuery = NonNullable<RouteQuery<typeof reviewStaffList>>;

export const REVIEW_GRID_PAGE_SIZE = 25;

export interface ReviewsState {
  /** Filters, page and ordering: kept while staff open a review and come back to the grid. */
  query: ReviewGridQuery;
  /** The review open in the editor, or null for the grid. */
  openId: number | null;
  filter(patch: Partial<ReviewGridQuery>): void;
  setQuery(patch: Partial<ReviewGridQuery>): void;
  open(id: number | null): void;
}

/** The reviews tool's state; pending reviews first, as they are what staff come for. */
export function createReviewsStore(): StoreApi<ReviewsState> {
  return createStore<ReviewsState>((set) => ({
    query: { page: 1, page_size: REVIEW_GRID_PAGE_SIZE, ordering: '-created_at', status: 'pending' },
    openId: null,
    filter: (patch) => set((state) => ({ query: { ...state.query, ...patch, page: 1 } })),
    setQuery: (patch) => set((state) => ({ query: { ...state.query, ...patch } })),
    open: (id) => set({ openId: id }),
  }));
}

export const reviewsStore = createReviewsStore();
