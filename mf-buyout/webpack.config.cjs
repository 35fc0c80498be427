const { createWebpackConfig } = require('@shop/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  // embed.js finds the container under this name (src/embed/embed.ts).
  name: 'mf_buyout',
  port: 3001,
  title: 'mf-buyout (standalone)',
  exposes: {
    './BuyoutApp': './src/expose/BuyoutApp.tsx',
    './mount': './src/expose/mount.ts',
    // What embed.js mounts on partner pages: the widget in a shadow root plus analytics forwarding.
    './partnerMount': './src/embed/partner-mount.ts',
  },
  // The partner-page loader: a plain script, served at /mf/mf-buyout/embed.js.
  extraEntries: { embed: './src/embed/embed.ts' },
});
