import * as v from 'valibot';

/**
 * The analytics events of spec section 9, plus `virtual_page_view` for the buyout page's
 * address changes (spec section 2). The shell maps them to GA4 `dataLayer` pushes.
 */
export const ANALYTICS_EVENT_NAMES = [
  'view',
  'click',
  'reservation',
  'installments',
  'services',
  'checkout_start',
  'continue_shopping',
  'terms_agreement',
  'shipping_info',
  'payment_choice',
  'code_use',
  'student_discount_use',
  'login',
  'registration',
  'virtual_page_view',
] as const;

export const AnalyticsEventSchema = v.object({
  event: v.picklist(ANALYTICS_EVENT_NAMES),
  payload: v.optional(v.record(v.string(), v.unknown())),
});

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  payload?: Record<string, unknown>;
}
