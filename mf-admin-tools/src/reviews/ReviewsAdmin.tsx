import { useStore } from 'zustand';
import { ReviewEditor } from './ReviewEditor';
import { ReviewsGrid } from './ReviewsGrid';
import { reviewsStore } from './reviews-store';

/** The staff reviews tool (AT-R5): the grid, or the one review opened from it. */
export function ReviewsAdmin() {
  const openId = useStore(reviewsStore, (state) => state.openId);
  return openId === null ? <ReviewsGrid /> : <ReviewEditor id={openId} />;
}
