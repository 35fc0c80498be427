const { createServerConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createServerConfig({ dir: __dirname, entry: './src/ssr/render-page.tsx' });
