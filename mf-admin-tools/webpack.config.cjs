const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_admin_tools',
  port: 3011,
  title: 'mf-admin-tools (standalone)',
  exposes: {
    './PurgeCache': './src/expose/PurgeCache.tsx',
    './ReviewsApp': './src/expose/ReviewsApp.tsx',
    './DiscountsApp': './src/expose/DiscountsApp.tsx',
    './BonusesApp': './src/expose/BonusesApp.tsx',
    './FeedsApp': './src/expose/FeedsApp.tsx',
    './PriceListApp': './src/expose/PriceListApp.tsx',
    './InstallmentSettingsApp': './src/expose/InstallmentSettingsApp.tsx',
    './ProductsApp': './src/expose/ProductsApp.tsx',
    './MetaMastersApp': './src/expose/MetaMastersApp.tsx',
    './UsersApp': './src/expose/UsersApp.tsx',
    './TasksApp': './src/expose/TasksApp.tsx',
    './ComponentParamsApp': './src/expose/ComponentParamsApp.tsx',
    './GalleryApp': './src/expose/GalleryApp.tsx',
    './LeasesApp': './src/expose/LeasesApp.tsx',
    './SearchApp': './src/expose/SearchApp.tsx',
    './AttributesApp': './src/expose/AttributesApp.tsx',
    './KitApp': './src/expose/KitApp.tsx',
  },
});
