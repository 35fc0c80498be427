const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_admin_categories',
  port: 3010,
  title: 'mf-admin-categories (standalone)',
  exposes: {
    './CategoryTreeApp': './src/expose/CategoryTreeApp.tsx',
    './ProductCategoriesApp': './src/expose/ProductCategoriesApp.tsx',
  },
});
