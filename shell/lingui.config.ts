import { defineConfig } from '@lingui/conf';

/**
 * The shell's lazy pages that no first screen shows (src/app/InfoPages.tsx) have a catalog of their own, loaded with
 * them (src/locales/page-texts.ts): home, the catalogue and the remotes' pages carry only the texts they can show
 * (issue 14). A text both use is in both catalogs.
 */
const LAZY_PAGES = [
  '<rootDir>/src/pages/LoginPage.tsx',
  '<rootDir>/src/pages/StoresPage.tsx',
  '<rootDir>/src/pages/ContactPage.tsx',
  '<rootDir>/src/consent/CookieSettingsPage.tsx',
  '<rootDir>/src/legal/CookiePolicyPage.tsx',
  '<rootDir>/src/legal/PrivacyPage.tsx',
  '<rootDir>/src/legal/TermsPage.tsx',
  '<rootDir>/src/legal/ComplaintsPage.tsx',
  '<rootDir>/src/legal/WithdrawalPage.tsx',
  '<rootDir>/src/legal/SellerIdentity.tsx',
];

export default defineConfig({
  locales: ['cs', 'ro'],
  sourceLocale: 'cs',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: [...LAZY_PAGES, '<rootDir>/src/locales/**'] },
    { path: '<rootDir>/src/locales/pages/{locale}/messages', include: LAZY_PAGES },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
