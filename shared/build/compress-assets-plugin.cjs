// Writes `<file>.br` and `<file>.gz` beside every text asset at build time, so the server (or a
// CDN bucket) picks the one the browser accepts instead of compressing on each request. Brotli at
// its best level costs seconds once per build and saves bytes on every cold visit.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Source maps and licence texts are left out: only developer tools and lawyers fetch them, and maps would double the build's compression time. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

class CompressAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      // After every other stage, so the federation manifest (emitted at OPTIMIZE_TRANSFER) is compressed too.
      compilation.hooks.processAssets.tapPromise(
        { name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name));
          await Promise.all(names.map((name) => compressAsset(compilation, sources, name)));
        },
      );
    });
  }
}

async function compressAsset(compilation, sources, name) {
  const original = compilation.getAsset(name);
  const input = original.source.buffer();
  const [br, gz] = await Promise.all([
    brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
    gzip(input, { level: 9 }),
  ]);
  // A tiny file can grow when compressed; the server then falls back to the original.
  const info = { compressed: true, immutable: original.info.immutable };
  if (br.length < input.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
  if (gz.length < input.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
}

module.exports = { CompressAssetsPlugin };
