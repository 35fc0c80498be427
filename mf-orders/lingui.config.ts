import { defineConfig } from '@lingui/conf';

export default defineConfig({
  locales: ['cs', 'ro'],
  sourceLocale: 'cs',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  format: 'po',
  compileNamespace: 'ts',
});
