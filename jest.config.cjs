// One jest run over every front-end package (`pnpm test` uses it): each project keeps its own config from
// shared/build/jest-preset.cjs, and the workers are shared across all of them.
module.exports = {
  // Form tests type into many fields; a busy CI machine needs more than jest's 5 s (a global option, not a project one).
  testTimeout: 30_000,
  projects: ['shared', 'shell', 'mf-buyout', 'mf-service', 'mf-cart', 'mf-orders', 'mf-admin-categories', 'mf-admin-tools'].map(
    (name) => `<rootDir>/${name}`,
  ),
};
