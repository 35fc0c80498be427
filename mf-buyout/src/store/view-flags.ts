/**
 * The buyout view flags of spec section 4, combined as a bit set. The buyout itself stays
 * visible; at most one of the other three is on at a time.
 */
export const VIEW = {
  BUYOUT: 1,
  SEND_TO_EMAIL: 2,
  SELL_ONLINE: 4,
  REVIEW: 8,
} as const;

export type ExclusiveView = typeof VIEW.SEND_TO_EMAIL | typeof VIEW.SELL_ONLINE | typeof VIEW.REVIEW;

/** Switching to one of the exclusive views turns the other two off. */
export function switchedView(view: ExclusiveView): number {
  return VIEW.BUYOUT | view;
}

export function hasView(flags: number, view: number): boolean {
  return (flags & view) === view;
}
