// Writes `remote-info.json` into a remote's build: its name and the contract version of @shop/shared it was built
// against. The server reads it for the remote's own build in /remotes.json, the deploy script registers it with each
// versioned copy, and the shell and registry refuse a build whose contract they do not speak.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const INFO_FILE = 'remote-info.json';
const CONTRACT_SOURCE = path.join(__dirname, '../src/contract/contract-version.ts');

/** The one source of the version is the TypeScript constant the shell and server import; read it from there. */
function contractVersion() {
  const match = /export const CONTRACT_VERSION = '(\d+\.\d+)';/.exec(readFileSync(CONTRACT_SOURCE, 'utf8'));
  if (!match) throw new Error(`CONTRACT_VERSION not found in ${CONTRACT_SOURCE}`);
  return match[1];
}

class RemoteInfoPlugin {
  /** @param {{ name: string }} options  the remote's package folder name, e.g. 'mf-service' */
  constructor({ name }) {
    this.name = name;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteInfoPlugin', (compilation) => {
      compilation.fileDependencies.add(CONTRACT_SOURCE);
      compilation.hooks.processAssets.tap({ name: 'RemoteInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const info = { name: this.name, contract: contractVersion() };
        compilation.emitAsset(INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RemoteInfoPlugin, INFO_FILE };
