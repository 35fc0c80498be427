import { publish } from '@shop/shared/bus/bus';

/** What the customer clicked in the buyout flow, named for the analytics reports. */
export type BuyoutClick =
  | 'selector_product_type'
  | 'selector_manufacturer'
  | 'selector_model'
  | 'selector_color'
  | 'open_send_to_email'
  | 'open_sell_online'
  | 'send_to_email'
  | 'sell_online'
  | 'counter_offer_accept'
  | 'counter_offer_decline';

export function trackBuyoutClick(element: BuyoutClick, details: Record<string, unknown> = {}): void {
  publish('analytics', { event: 'click', payload: { flow: 'buyout', element, ...details } });
}

/** A buyout screen was shown: the selector, an appraisal, or a sold buyout's detail. */
export function trackBuyoutView(screen: 'selector' | 'appraisal' | 'detail', details: Record<string, unknown> = {}): void {
  publish('analytics', { event: 'view', payload: { flow: 'buyout', screen, ...details } });
}
