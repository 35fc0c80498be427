import { defineConfig } from '@lingui/conf';

/**
 * What only the views after a price show (the two forms and a sold buyout's detail, lazy chunks: src/flow/later-views.tsx)
 * has a catalog of its own, loaded with them: the first screen, on the buyout page and in the partner embed, carries
 * only the texts it can show (issue 14). A text both use is in both catalogs.
 */
const LATER_VIEWS = ['<rootDir>/src/sell-online', '<rootDir>/src/send-to-email', '<rootDir>/src/detail', '<rootDir>/src/flow/SoldBuyout.tsx'];

export default defineConfig({
  locales: ['cs', 'ro'],
  sourceLocale: 'cs',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...LATER_VIEWS.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`)), '<rootDir>/src/locales/**'] },
    { path: '<rootDir>/src/locales/later/{locale}/messages', include: LATER_VIEWS },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
