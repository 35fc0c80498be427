import { createRemoteLoader, RemoteUnavailableError } from './remote-registry';
import type { RemoteRuntime } from './remote-runtime';

function fakeRuntime(results: Array<'fail' | 'ok'>) {
  const calls: { register: Array<{ entry: string; force: boolean }>; load: string[] } = { register: [], load: [] };
  const runtime: RemoteRuntime = {
    register: (remotes, force) => calls.register.push({ entry: remotes[0]!.entry, force }),
    load: async <T,>(id: string) => {
      calls.load.push(id);
      if (results.shift() === 'fail') throw new Error('network');
      return { default: id } as T;
    },
  };
  return { runtime, calls };
}

const noSleep = async () => {};

test('registers a remote once from remotes.json and loads the exposed module', async () => {
  const { runtime, calls } = fakeRuntime(['ok', 'ok']);
  const load = createRemoteLoader({ runtime, remotes: { 'mf-buyout': '/mf/mf-buyout/mf-manifest.json' }, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-buyout', './BuyoutApp')).resolves.toEqual({ default: 'mf_buyout/BuyoutApp' });
  await load('mf-buyout', './mount');
  expect(calls.register).toEqual([{ entry: 'http://shop.test/mf/mf-buyout/mf-manifest.json', force: false }]);
});

test('retries with a forced re-registration and succeeds when the remote comes back', async () => {
  const { runtime, calls } = fakeRuntime(['fail', 'ok']);
  const delays: number[] = [];
  const load = createRemoteLoader({ runtime, remotes: { 'mf-service': 'https://cdn.test/m.json' }, origin: 'http://shop.test', sleep: async (ms) => void delays.push(ms) });
  await expect(load('mf-service', './ServiceApp')).resolves.toBeTruthy();
  expect(calls.register.map((r) => r.force)).toEqual([false, true]);
  expect(delays).toEqual([400]);
});

test('gives up after the last attempt with RemoteUnavailableError', async () => {
  const { runtime, calls } = fakeRuntime(['fail', 'fail', 'fail']);
  const load = createRemoteLoader({ runtime, remotes: { 'mf-service': '/m.json' }, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-service', './ServiceApp')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(calls.load).toHaveLength(3);
});

test('a remote missing from remotes.json fails at once', async () => {
  const { runtime, calls } = fakeRuntime([]);
  const load = createRemoteLoader({ runtime, remotes: {}, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-cart', './Cart')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(calls.load).toHaveLength(0);
});
