const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_orders',
  port: 3009,
  title: 'mf-orders (standalone)',
  exposes: {
    './RegistrationApp': './src/expose/RegistrationApp.tsx',
    './PasswordResetApp': './src/expose/PasswordResetApp.tsx',
    './AccountApp': './src/expose/AccountApp.tsx',
    './OrdersApp': './src/expose/OrdersApp.tsx',
    './OrderDeskApp': './src/expose/OrderDeskApp.tsx',
    './BuyoutDeskApp': './src/expose/BuyoutDeskApp.tsx',
    './ServiceDeskApp': './src/expose/ServiceDeskApp.tsx',
    './GoodsInApp': './src/expose/GoodsInApp.tsx',
  },
});
