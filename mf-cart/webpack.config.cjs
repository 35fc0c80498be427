const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_cart',
  port: 3003,
  title: 'mf-cart (standalone)',
  exposes: {
    './AddToCartButton': './src/expose/AddToCartButton.tsx',
    './CartApp': './src/expose/CartApp.tsx',
    './CheckoutApp': './src/expose/CheckoutApp.tsx',
    './ThankYouApp': './src/expose/ThankYouApp.tsx',
    './TestGatewayApp': './src/expose/TestGatewayApp.tsx',
    './mount': './src/expose/mount.ts',
  },
});
