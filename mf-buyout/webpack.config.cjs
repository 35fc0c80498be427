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
  // The partner-page loader: a plain script, served at /mf/mf-buyout/embed.js; the widget is its lazy chunk.
  extraEntries: { embed: './src/embed/embed.ts' },
  // The widget chunk embed.js loads, one per starting language (src/embed/embed.ts).
  alternativeChunks: /^partner-widget-/,
});
