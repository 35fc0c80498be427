import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './shop-server';

export interface RedisProcess {
  url: string;
  stop(): Promise<void>;
}

/** A throwaway redis-server (Debian's /usr/bin/redis-server, REDIS_SERVER to override) on a free port, nothing saved. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn(process.env.REDIS_SERVER ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('redis-server exited at start');
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error('redis-server did not listen');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
