import { defineConfig } from '@lingui/conf';

// The shared catalog: texts of the shared UI kit and the validation messages the server
// translates too. Each remote has its own config and catalogs (docs/i18n.md).
export default defineConfig({
  locales: ['cs', 'ro'],
  sourceLocale: 'cs',
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/i18n/locales/**', '<rootDir>/src/validation/messages.ts', '<rootDir>/src/orders/state-names.ts'],
    },
    // The order, payment and delivery state names apart too: only the order pages (mf-orders) and the server read them,
    // so no other first screen carries them.
    { path: '<rootDir>/src/i18n/locales/order-states/{locale}/messages', include: ['<rootDir>/src/orders/state-names.ts'] },
    // The validation messages apart: a form translates them, a first screen without one (the partner embed) needs
    // none of them (issue 14). createI18n merges both catalogs, so widgets and the server see one.
    { path: '<rootDir>/src/i18n/locales/validation/{locale}/messages', include: ['<rootDir>/src/validation/messages.ts'] },
  ],
  format: 'po',
  // Sorted by id so a new message lands in one predictable place in the diff.
  orderBy: 'messageId',
  // `export const messages = ...` in messages.ts: importable by webpack, jest and plain tsx on the server alike.
  compileNamespace: 'ts',
});
