/**
 * Spec section 6: analytics tells registered (logged-in) users from unregistered ones. Every
 * dataLayer push of the shop carries this key (the name is ours; docs/catalogue-pages.md).
 */
export const USER_TYPE_KEY = 'user_type';

export type AnalyticsUserType = 'registered' | 'unregistered';

/** The user-type part of a dataLayer push. */
export function userTypeContext(loggedIn: boolean): Record<typeof USER_TYPE_KEY, AnalyticsUserType> {
  return { [USER_TYPE_KEY]: loggedIn ? 'registered' : 'unregistered' };
}
