// The one webpack + Module Federation config for the shell and every remote.
// A package's webpack.config.cjs calls it with its name, port and exposes; everything
// that must agree across independently built bundles (shared singletons, share strategy,
// file naming) lives here so two teams cannot drift apart.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { CompressAssetsPlugin } = require('./compress-assets-plugin.cjs');
const { FontPlugin } = require('./font-plugin.cjs');
const { PreloadListPlugin } = require('./preload-list-plugin.cjs');
const { RemoteInfoPlugin } = require('./remote-info-plugin.cjs');
const { SingleShareRuntimePlugin } = require('./single-share-runtime-plugin.cjs');
const { StandaloneRuntimeScriptPlugin } = require('./standalone-runtime-script-plugin.cjs');

const sharedVersion = require('../package.json').version;

/** Where the plain entries' lazy chunks go, under dist/. */
const PLAIN_CHUNKS_DIR = 'plain-chunks/';

/**
 * The plain entry that provides the federation runtime core to a remote's standalone page (remotes are built with
 * `externalRuntime`; in the shop the shell's federation host provides it).
 */
const RUNTIME_ENTRY = 'federation-runtime';
const RUNTIME_ENTRY_SOURCE = path.join(__dirname, '../src/federation/standalone-runtime-entry.ts');

/**
 * Build-time switches of @module-federation/runtime-core and sdk for copies the federation plugin does not compile
 * (it defines them only in its own build): the code behind a `false` branch is dropped by the minifier. Every page is
 * a browser page, so the Node loading paths are dead.
 */
const BROWSER_RUNTIME_FLAGS = { ENV_TARGET: JSON.stringify('web') };
/**
 * The shell's runtime without the manifest (snapshot) plugins: the shell registers each remote by the remoteEntry.js
 * beside its mf-manifest.json (shell/src/remotes/remote-entry.ts), so nothing reads a manifest in the browser.
 */
const HOST_RUNTIME_FLAGS = { ...BROWSER_RUNTIME_FLAGS, FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' };
/**
 * The standalone runtime entry serves a remote's own page, which loads no other remote: the same switches as the
 * remotes' `experiments.optimization`.
 */
const STANDALONE_RUNTIME_FLAGS = { ...HOST_RUNTIME_FLAGS, FEDERATION_OPTIMIZE_NO_REMOTE: 'true' };

/** Libraries that must exist once on a page: React state, styled-components' sheet, Lingui's i18n, the bus. */
function sharedSingletons(packageDir) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const deps = { ...pkg.dependencies };
  const singleton = (name) => ({ singleton: true, requiredVersion: deps[name] });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'styled-components': singleton('styled-components'),
    '@lingui/core': singleton('@lingui/core'),
    '@lingui/react': singleton('@lingui/react'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // valibot is not shared: it keeps no state, and a shared module is never tree-shaken, so sharing made every
    // page load all of it (issue 14); each build now carries only the schema functions it calls.
    // `workspace:*` is not a semver range, so the shared package is matched by its version.
    '@shop/shared/': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
  };
}

/** Chunk names of the groups below; the shell's server preloads them (preload-list-plugin.cjs). */
const SHOP_SHARED_CHUNK = 'shop-shared';
const VENDOR_CHUNK = 'vendor';
const FEDERATION_SELECTOR_CHUNK = 'federation-selector';
const FEDERATION_ZUSTAND_CHUNK = 'federation-zustand';
const FEDERATION_BUYOUT_CHUNK = 'federation-buyout';
const FEDERATION_FORMS_CHUNK = 'federation-forms';
/** The shell's chunk of the libraries it offers remotes (`webpackChunkName` in shell/src/remotes/federation-host.ts). */
const FEDERATION_LIB_CHUNK = 'federation-lib';
/** The shell's catalog chunks, one per language; api/src/static/preload.ts keeps the market's language. */
const SHELL_CATALOG_CHUNKS = ['locale-cs', 'locale-ro'];

/** The chunk of the shell's `import('./bootstrap')` (shell/src/index.ts): the app itself. */
const isShellAppChunk = (chunk) => [...chunk.groupsIterable].some((group) => group.origins.some((origin) => origin.request === './bootstrap'));
const isShellLazyChunk = (chunk) => !chunk.canBeInitial() && !isShellAppChunk(chunk);
const SHARED_SRC = path.join(__dirname, '../src');
// A context module is webpack's only `javascript/dynamic` module here; its `context` is the folder it lists.
const isSharedContextOrigin = (origin) => origin.module?.type === 'javascript/dynamic' && origin.module.context === SHARED_SRC;
/**
 * A chunk of what the shell offers remotes through its lazy `@shop/shared` context (shell/src/remotes/federation-host.ts)
 * and nothing else: not a chunk the shell's own pages load too.
 */
const isSharedOfferChunk = (chunk) => [...chunk.groupsIterable].every((group) => group.origins.length > 0 && group.origins.every(isSharedContextOrigin));

/**
 * The buyout flow's shared logic as a remote takes it on its first screen (mf-buyout's page, the selector's links, the
 * appraisal's price): the flow's contract and the modules it and the store import. Not the later views' and staff
 * modules (sold buyout's detail, status, regrade, sell-online rule).
 */
const BUYOUT_FLOW_MODULES =
  /[\\/]shared[\\/]src[\\/](buyout[\\/](buyout-links|default-answers|default-country|pricing|quality|sale-token)|contract[\\/]buyout-(flow|appraisal)|selector[\\/]selector-data)\.ts$/;
/**
 * The form kit a remote's form takes together: the field frame, inputs and select, the field rules, and how a form
 * shows a call's or a rule's messages at its fields. Every remote with a form uses most of it.
 */
const FORM_KIT_MODULES =
  /[\\/]shared[\\/]src[\\/](ui[\\/](field|input|select|framed-fieldset)|validation[\\/](field|email|field-errors|issue-key|message-kinds)|query[\\/]form-error)\.tsx?$/;

/**
 * Without grouping every shared module is a chunk of its own (a dozen requests of a few hundred
 * bytes each for @shop/shared alone). What always loads together goes in one chunk; sharing is
 * unaffected, since a grouped module still runs only when the share scope picks this copy.
 * A remote groups its @shop/shared fallbacks only: its library fallbacks stay apart because in
 * the shop the shell provides those, and a grouped chunk would drag React along with any of them.
 */
function chunkGroups(isHost) {
  // The shell groups only what its app chunk (`import('./bootstrap')`, on every first screen) holds. Modules only a
  // lazy chunk uses stay with it: grouped, the catalogue pages' and the shell's other pages' contracts went into the
  // home page's shop-shared chunk (issue 14), and the federation host and what it offers remotes (`federation-*`)
  // would be on the first screen, which is what building the shell without the plugin is for.
  const chunks = isHost ? isShellAppChunk : 'async';
  const groups = {
    [SHOP_SHARED_CHUNK]: { test: /[\\/]shared[\\/]src[\\/]/, name: SHOP_SHARED_CHUNK, chunks, enforce: true, priority: 20 },
  };
  if (!isHost) return groups;
  groups[VENDOR_CHUNK] = { test: /[\\/]node_modules[\\/]/, name: VENDOR_CHUNK, chunks, enforce: true, priority: 10 };
  // What the shell offers remotes is one lazy chunk per @shop/shared module, each with its own copy of whatever it
  // imports that the shell has not loaded. The selector flow (buyout, service) took its store, step logic and zustand
  // in three or four copies across as many chunks: the selector goes in one chunk (issue 14). Not selector-data.ts:
  // the buyout's contract and links import it alone.
  groups[FEDERATION_SELECTOR_CHUNK] = {
    test: /[\\/]shared[\\/]src[\\/]selector[\\/](?!selector-data\.ts$)/,
    name: FEDERATION_SELECTOR_CHUNK,
    chunks: isShellLazyChunk,
    enforce: true,
    priority: 30,
  };
  // zustand's store and React binding likewise, once for every @shop/shared module that uses them; federation-lib keeps
  // its own copy, so a remote without such a module (the add-to-cart button) does not fetch this chunk.
  groups[FEDERATION_ZUSTAND_CHUNK] = {
    test: /[\\/]node_modules[\\/]zustand[\\/]esm[\\/](vanilla|react)\.mjs$/,
    name: FEDERATION_ZUSTAND_CHUNK,
    chunks: (chunk) => isShellLazyChunk(chunk) && chunk.name !== FEDERATION_LIB_CHUNK,
    enforce: true,
    priority: 30,
  };
  // The buyout's first screen took these as seven offers of a few hundred bytes each, with selector-data in three
  // copies and sale-token and quality in two (issue 14): one chunk, fetched on the first of them. Only from the offer
  // chunks: the shell's catalogue pages import quality and buyout-links themselves and keep them.
  groups[FEDERATION_BUYOUT_CHUNK] = {
    test: BUYOUT_FLOW_MODULES,
    name: FEDERATION_BUYOUT_CHUNK,
    chunks: isSharedOfferChunk,
    enforce: true,
    priority: 30,
  };
  // Likewise the form kit, five offers on the buyout's first screen (the appraisal's questions); the shell's own
  // pages keep their copies.
  groups[FEDERATION_FORMS_CHUNK] = {
    test: FORM_KIT_MODULES,
    name: FEDERATION_FORMS_CHUNK,
    chunks: isSharedOfferChunk,
    enforce: true,
    priority: 30,
  };
  return groups;
}

/**
 * @param {object} options
 * @param {string} options.dir          the package directory (__dirname of its webpack.config.cjs)
 * @param {string} options.name         federation name, e.g. 'mf_buyout'
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]      title of the standalone page
 * @param {Record<string,string>} [options.extraEntries] plain scripts such as embed.js, built by a second
 *   compilation without Module Federation (the federation runtime is embedded into every entry of a
 *   federated build); their lazy imports become chunks under dist/plain-chunks/
 * @param {RegExp} [options.alternativeChunks] lazy chunks of the plain entries of which a page loads one (the embed's
 *   widget, one chunk per starting language): the modules they share stay in each of them instead of a chunk of their
 *   own, so the widget is one request with its language's catalog (libraries still go to the shared vendors chunk)
 * @param {string} [options.devApi]     the shop API the dev server proxies /api to
 * @param {string} [options.htmlPublicPath] where the page loads main.js from: '/' for the shell, whose
 *   history-fallback page is served at every depth; relative ('auto') for a remote's standalone page
 */
function createWebpackConfig({ dir, name, port, exposes = {}, title = name, extraEntries = {}, alternativeChunks, devApi = 'http://localhost:8080', htmlPublicPath = 'auto' }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = Object.keys(exposes).length === 0;
    if (isHost) return hostConfig({ dir, name, port, title, devApi, htmlPublicPath, production });
    const plainEntries = { [RUNTIME_ENTRY]: RUNTIME_ENTRY_SOURCE, ...extraEntries };
    const extraNames = Object.keys(plainEntries);
    const federated = {
      ...commonConfig(dir, production),
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // Only chunk names carry the hash: a hashed entry name breaks the federation runtime.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        uniqueName: name,
        // The other compilation writes the plain entries (and their chunks) into the same folder: keep them.
        clean: {
          keep: (file) => file.startsWith(PLAIN_CHUNKS_DIR) || extraNames.some((entry) => file.startsWith(`${entry}.js`)),
        },
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir),
          // 'version-first' would fetch every remote entry at start-up: one offline remote would break the page.
          shareStrategy: 'loaded-first',
          // The types plugin downloads remote types from deployed URLs at build time; contracts are shared as TS instead.
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          experiments: {
            // The runtime core (@module-federation/runtime-core, two thirds of a remoteEntry.js) is taken from the page's
            // `_FEDERATION_RUNTIME_CORE`: the shell's federation host provides it (shared/src/federation/), so each remote
            // entry no longer carries a copy of what the shell has already loaded (issue 8, issue 14).
            externalRuntime: true,
            // A remote loads no other remote: the runtime's remote-loading and manifest-snapshot code is dead weight in its remoteEntry.js.
            optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
          },
        }),
        // After the federation plugin, whose share-scope runtime replaces webpack's.
        new SingleShareRuntimePlugin(),
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], publicPath: htmlPublicPath }),
        new StandaloneRuntimeScriptPlugin({ file: `${RUNTIME_ENTRY}.js` }),
        new RemoteInfoPlugin({ name: path.basename(dir) }),
        ...productionPlugins(production),
      ],
      optimization: { minimizer: minimizers(), splitChunks: { chunks: 'async', cacheGroups: chunkGroups(isHost) } },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/mf'], target: devApi }],
      },
    };
    const plain = {
      ...commonConfig(dir, production),
      name: `${name}-plain-entries`,
      entry: plainEntries,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        // A folder of their own, so chunk names never meet the federated build's.
        chunkFilename: `${PLAIN_CHUNKS_DIR}[name].[contenthash:10].js`,
        uniqueName: `${name}_plain`,
        // Only its own stale chunks; the federated build owns the rest of dist/.
        clean: { keep: (file) => !file.startsWith(PLAIN_CHUNKS_DIR) },
      },
      plugins: [new (require('webpack').DefinePlugin)(STANDALONE_RUNTIME_FLAGS), ...productionPlugins(production)],
      optimization: { minimizer: minimizers(), splitChunks: { cacheGroups: plainChunkGroups(alternativeChunks) } },
    };
    return [federated, plain];
  };
}

/**
 * webpack's default groups, except that modules shared only by alternative chunks (see `alternativeChunks`) are not
 * split off: a page loads one of those chunks, so a common chunk would only add a request.
 */
function plainChunkGroups(alternativeChunks) {
  if (!alternativeChunks) return {};
  return { default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: (chunk) => !alternativeChunks.test(chunk.name ?? '') } };
}

/** The installed versions of the shared packages, which the shell's lazy federation host offers to remotes. */
function sharedVersions(packageDir) {
  const deps = require(path.join(packageDir, 'package.json')).dependencies;
  const versions = { '@shop/shared': sharedVersion };
  for (const name of Object.keys(sharedSingletons(packageDir))) {
    const pkg = name.replace(/\/$/, '');
    if (!pkg.startsWith('@shop/')) versions[pkg] = deps[pkg];
  }
  return versions;
}

/**
 * The shell: a plain webpack build, without the federation plugin (issue 14). The plugin puts the federation runtime
 * (26 KB brotli) into main.js and makes every shared library load whole on the first screen; the shell instead creates
 * the runtime in a lazy chunk when a page first needs a remote (shell/src/remotes/federation-host.ts) and offers the
 * remotes its own React, styled-components, Lingui, React Query, zustand and @shop/shared modules from there.
 */
function hostConfig({ dir, name, port, title, devApi, htmlPublicPath, production }) {
  const { DefinePlugin } = require('webpack');
  return {
    ...commonConfig(dir, production),
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // Hashed like the chunks (served `immutable`): the page names the current main.js, so a warm browser runs it
      // from its cache instead of revalidating it first (a round trip before the shell could start).
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      clean: true,
    },
    plugins: [
      new DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions(dir)), ...HOST_RUNTIME_FLAGS }),
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], publicPath: htmlPublicPath }),
      // The kit's font, preloaded by the page (docs/design-system.md); remotes render inside the shell's page and use it.
      new FontPlugin(),
      // The shell's catalogs are a chunk per language (shell/src/locales/catalog-loader.ts); the server announces the market's one.
      new PreloadListPlugin({ entry: 'main', groups: [SHOP_SHARED_CHUNK, VENDOR_CHUNK, ...SHELL_CATALOG_CHUNKS] }),
      ...productionPlugins(production),
    ],
    optimization: { minimizer: minimizers(), splitChunks: { chunks: 'async', cacheGroups: chunkGroups(true) } },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json', '/mf'], target: devApi }],
    },
  };
}

/** Served files only: the dev server compresses on the fly and rebuilds too often to pay for brotli -11. */
function productionPlugins(production) {
  return production ? [new CompressAssetsPlugin()] : [];
}

/**
 * SWC's minifier in place of webpack's default Terser: the same two compress passes and licence comments kept aside,
 * at a fraction of the CPU (Terser was most of a production build's time, and the build is on every test run).
 */
function minimizers() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })];
}

/** What both compilations share: mode, source maps, TypeScript + Lingui through swc, the shared alias. */
function commonConfig(dir, production) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Shared is consumed as source; its package exports only name .ts files, the alias also finds .tsx.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { '@shop/shared': path.join(__dirname, '../src') } },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
                // The plugin strips the macros' source texts (`message`) only when it sees NODE_ENV=production, which the
                // webpack CLI does not set: every built message carried its Czech text beside its id (issue 14). The
                // compiled catalogs (`lingui compile --strict`) hold every id in both languages.
                experimental: { plugins: [[require.resolve('@lingui/swc-plugin'), { stripNonEssentialFields: production }]] },
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
  };
}

/** Where the shell's server build goes, beside dist/; the API loads `render-page.js` from it (api/src/ssr/). */
const SERVER_DIST = 'dist-server';

/**
 * Only Node's own modules stay `require`s. Every library is bundled, so the production build replaces their
 * `process.env.NODE_ENV` checks: React, styled-components and the rest render with their production code whatever
 * the API server's environment says (required from node_modules, a server started without NODE_ENV=production
 * rendered with React's development build, several times slower), and still one React serves the whole render.
 */
function serverExternals() {
  const { builtinModules } = require('node:module');
  return ({ request }, callback) => {
    if (request && (request.startsWith('node:') || builtinModules.includes(request))) return callback(null, request);
    return callback();
  };
}

/**
 * The server build of a host (the shell): the same sources through the same swc + Lingui pipeline, for Node. No Module
 * Federation: remotes stay in the browser, and their slots render a sized placeholder on the server (docs/ssr.md).
 * One file: the lazy pages and catalogs are inlined, so a render never waits for a chunk to load, and the libraries
 * with them (serverExternals), in their production builds.
 * @param {object} options
 * @param {string} options.dir    the package directory
 * @param {string} options.entry  the server entry, relative to dir
 */
function createServerConfig({ dir, entry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { DefinePlugin, optimize } = require('webpack');
    return {
      ...commonConfig(dir, production),
      target: 'node20',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { 'render-page': entry },
      output: { path: path.join(dir, SERVER_DIST), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      externalsType: 'commonjs',
      externals: [serverExternals()],
      plugins: [
        new DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions(dir)), ...HOST_RUNTIME_FLAGS }),
        new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      // Readable stack traces in the server's log; the file is never downloaded.
      optimization: { minimize: false },
    };
  };
}

module.exports = { createWebpackConfig, createServerConfig, sharedSingletons };
