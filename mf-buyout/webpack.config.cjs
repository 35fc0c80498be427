const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_buyout',
  port: 3001,
  title: 'mf-buyout (standalone)',
  exposes: {
    './BuyoutApp': './src/expose/BuyoutApp.tsx',
    './mount': './src/expose/mount.ts',
  },
});
