// Self-hosts the kit's variable font (theme.fonts.body): cuts the two @fontsource files down to what Czech and
// Romanian pages print, emits them content-hashed under fonts/ and writes their @font-face rules and preloads into the
// page's <head>, so the first paint already asks for them (font-display: swap keeps the text visible meanwhile).
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const FAMILY = 'Inter Variable';
const FILES_DIR = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * Two faces, as @fontsource splits them: Basic Latin with Latin-1 (ASCII, á é í ó ú ý â î, Lei and Kč) and the
 * typographic marks our texts use; and of Latin Extended-A/B only the letters of Czech and Romanian (both comma and
 * cedilla forms of ș ț, which older texts still carry). Whole, the two files are 133 KB; cut, about 46 KB.
 */
const FACES = [
  {
    name: 'inter-latin',
    source: 'inter-latin-wght-normal.woff2',
    text: `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„•…€™−`,
  },
  {
    name: 'inter-cs-ro',
    source: 'inter-latin-ext-wght-normal.woff2',
    text: 'ĂăČčĎďĚěŇňŘřŞşŠšŢţŤťŮůŽžȘșȚț',
  },
];

const hex = (code) => code.toString(16).toUpperCase();
/** The unicode-range of a face (runs of code points merged), so the browser fetches a face only when a page prints one of them. */
function unicodeRange(text) {
  const codes = [...new Set([...text].map((ch) => ch.codePointAt(0)))].sort((a, b) => a - b);
  const runs = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

async function subset(face) {
  // ESM-only in its newer builds; loaded on demand so a config that never builds fonts does not pay for the wasm.
  const { default: subsetFont } = await import('subset-font');
  const buffer = await subsetFont(fs.readFileSync(path.join(FILES_DIR, face.source)), face.text, { targetFormat: 'woff2' });
  const hash = crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 10);
  return { ...face, file: `fonts/${face.name}.${hash}.woff2`, buffer };
}

class FontPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // Cut once per process: the dev server recompiles on every save and the font never changes.
    let built;
    const faces = () => (built ??= Promise.all(FACES.map(subset)));
    compiler.hooks.thisCompilation.tap('FontPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'FontPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        for (const face of await faces()) compilation.emitAsset(face.file, new sources.RawSource(face.buffer));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise('FontPlugin', async (data) => {
        const cut = await faces();
        const publicPath = data.publicPath ?? '';
        const href = (face) => `${publicPath}${face.file}`;
        const rules = cut.map(
          (face) =>
            `@font-face{font-family:'${FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;` +
            `src:url(${href(face)}) format('woff2');unicode-range:${unicodeRange(face.text)}}`,
        );
        const preloads = cut.map((face) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'FontPlugin' },
          // A font preload must be CORS-mode (crossorigin) or the browser fetches the file twice.
          attributes: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href: href(face) },
        }));
        const style = { tagName: 'style', voidTag: false, meta: { plugin: 'FontPlugin' }, innerHTML: rules.join(''), attributes: {} };
        data.headTags.unshift(...preloads, style);
        return data;
      });
    });
  }
}

module.exports = { FontPlugin, FONT_FAMILY: FAMILY };
