const path = require('node:path');

/** A plain single-bundle build, minified like the remotes, written to the folder given as --env out=... */
module.exports = (env) => ({
  mode: 'production',
  context: __dirname,
  entry: './src/index.tsx',
  output: { path: env.out ?? path.join(__dirname, 'dist'), filename: 'baseline.js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } } },
      },
    ],
  },
  performance: { hints: false },
});
