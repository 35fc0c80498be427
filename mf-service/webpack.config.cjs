const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_service',
  port: 3002,
  title: 'mf-service (standalone)',
  exposes: {
    './ServiceApp': './src/expose/ServiceApp.tsx',
    './mount': './src/expose/mount.ts',
  },
});
