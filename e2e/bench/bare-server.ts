import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starts bare-json-server.ts in its own process (like the shop) answering the JSON in `bodyFile`. */
export async function startBareServer(bodyFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-json-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, bodyFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`bare server exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
