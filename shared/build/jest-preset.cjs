// One jest setup for every front-end package: SWC compiles TS/TSX and expands Lingui macros
// with the same plugin the webpack build uses, so tests see the same message ids.
const path = require('node:path');

/** @param {string} rootDir the package using the preset */
module.exports = function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    // Form tests type into many fields; a busy CI machine needs more than jest's 5 s.
    testTimeout: 30_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.{ts,tsx,cjs}'],
    transform: {
      '^.+\\.(t|m?j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            experimental: { plugins: [[require.resolve('@lingui/swc-plugin'), {}]] },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // valibot, zustand and friends ship ESM; let SWC turn them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(valibot|zustand|ibantools|lucide-react)@)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    moduleNameMapper: { '^@shop/shared/(.*)$': path.join(__dirname, '../src/$1') },
  };
};
