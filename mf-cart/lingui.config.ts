import { defineConfig } from '@lingui/conf';

export default defineConfig({
  locales: ['cs', 'ro'],
  sourceLocale: 'cs',
  catalogs: [
    // The add-to-cart button's own few texts: a product tile loads them, not the whole widget's (issue 8 budget).
    { path: '<rootDir>/src/add-to-cart/locales/{locale}/messages', include: ['src/add-to-cart'] },
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['<rootDir>/src/add-to-cart/**'] },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
