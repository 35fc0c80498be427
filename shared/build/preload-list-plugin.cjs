// Writes `preload.json`: the scripts the shell's first screen needs beyond main.js, so the server
// can announce them in a `Link` header and the browser fetches them in parallel with main.js
// instead of discovering them one after another through the federation runtime.
const PRELOAD_FILE = 'preload.json';

class PreloadListPlugin {
  /** @param {{ entry: string, groups: string[] }} options  the entry whose first dynamic import is the app, and the always-loaded chunk groups */
  constructor({ entry, groups }) {
    this.entry = entry;
    this.groups = groups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = new Set();
        const entrypoint = compilation.entrypoints.get(this.entry);
        // `import('./bootstrap')`: the app itself, the first thing the entry loads.
        for (const child of entrypoint ? entrypoint.getChildren() : []) {
          if (!child.origins.some((origin) => origin.request === './bootstrap')) continue;
          for (const chunk of child.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const chunk of compilation.chunks) {
          if (this.groups.includes(chunk.name)) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        compilation.emitAsset(PRELOAD_FILE, new sources.RawSource(JSON.stringify([...files].sort())));
      });
    });
  }
}

module.exports = { PreloadListPlugin, PRELOAD_FILE };
