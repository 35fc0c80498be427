const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'Shop', htmlPublicPath: '/' });
