import { CONTRACT_VERSION } from '@shop/shared/contract/contract-version';
import { createRemoteLoader, RemoteIncompatibleError, RemoteUnavailableError } from './remote-registry';
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
  const load = createRemoteLoader({ runtime, remotes: { 'mf-buyout': { entry: '/mf/mf-buyout/mf-manifest.json', contract: CONTRACT_VERSION } }, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-buyout', './BuyoutApp')).resolves.toEqual({ default: 'mf_buyout/BuyoutApp' });
  await load('mf-buyout', './mount');
  expect(calls.register).toEqual([{ entry: 'http://shop.test/mf/mf-buyout/mf-manifest.json', force: false }]);
});

test('retries with a forced re-registration and succeeds when the remote comes back', async () => {
  const { runtime, calls } = fakeRuntime(['fail', 'ok']);
  const delays: number[] = [];
  const load = createRemoteLoader({ runtime, remotes: { 'mf-service': { entry: 'https://cdn.test/m.json', contract: null } }, origin: 'http://shop.test', sleep: async (ms) => void delays.push(ms) });
  await expect(load('mf-service', './ServiceApp')).resolves.toBeTruthy();
  expect(calls.register.map((r) => r.force)).toEqual([false, true]);
  expect(delays).toEqual([400]);
});

test('gives up after the last attempt with RemoteUnavailableError', async () => {
  const { runtime, calls } = fakeRuntime(['fail', 'fail', 'fail']);
  const load = createRemoteLoader({ runtime, remotes: { 'mf-service': { entry: '/m.json', contract: CONTRACT_VERSION } }, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-service', './ServiceApp')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(calls.load).toHaveLength(3);
});

test('a remote missing from remotes.json fails at once', async () => {
  const { runtime, calls } = fakeRuntime([]);
  const load = createRemoteLoader({ runtime, remotes: {}, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-cart', './Cart')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(calls.load).toHaveLength(0);
});

test('a remote built against another contract major is refused at once, never registered nor fetched', async () => {
  const { runtime, calls } = fakeRuntime(['ok']);
  const major = Number(CONTRACT_VERSION.split('.')[0]);
  const load = createRemoteLoader({ runtime, remotes: { 'mf-service': { entry: '/m.json', contract: `${major + 1}.0` } }, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-service', './ServiceApp')).rejects.toBeInstanceOf(RemoteIncompatibleError);
  expect(calls.register).toHaveLength(0);
  expect(calls.load).toHaveLength(0);
});

test('a remote built against a newer minor is refused, an older minor of the same major is loaded', async () => {
  const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
  const { runtime, calls } = fakeRuntime(['ok']);
  const remotes = { 'mf-service': { entry: '/new.json', contract: `${major}.${minor + 1}` }, 'mf-buyout': { entry: '/old.json', contract: `${major}.0` } };
  const load = createRemoteLoader({ runtime, remotes, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-service', './ServiceApp')).rejects.toBeInstanceOf(RemoteIncompatibleError);
  await expect(load('mf-buyout', './BuyoutApp')).resolves.toEqual({ default: 'mf_buyout/BuyoutApp' });
  expect(calls.register.map((r) => r.entry)).toEqual(['http://shop.test/old.json']);
});

test('an exposed module asked for twice is loaded once: an early preload and the slot share it', async () => {
  const { runtime, calls } = fakeRuntime(['ok', 'ok']);
  const load = createRemoteLoader({ runtime, remotes: { 'mf-admin-categories': { entry: '/m.json', contract: CONTRACT_VERSION } }, origin: 'http://shop.test', sleep: noSleep });
  const early = load('mf-admin-categories', './CategoryTreeApp');
  const late = load('mf-admin-categories', './CategoryTreeApp');
  expect(late).toBe(early);
  await early;
  await expect(load('mf-admin-categories', './CategoryTreeApp')).resolves.toEqual({ default: 'mf_admin_categories/CategoryTreeApp' });
  expect(calls.load).toEqual(['mf_admin_categories/CategoryTreeApp']);
});

test('a load that failed is forgotten: asking again loads for real', async () => {
  const { runtime, calls } = fakeRuntime(['fail', 'fail', 'fail', 'ok']);
  const load = createRemoteLoader({ runtime, remotes: { 'mf-service': { entry: '/m.json', contract: CONTRACT_VERSION } }, origin: 'http://shop.test', sleep: noSleep });
  await expect(load('mf-service', './ServiceApp')).rejects.toBeInstanceOf(RemoteUnavailableError);
  await expect(load('mf-service', './ServiceApp')).resolves.toEqual({ default: 'mf_service/ServiceApp' });
  expect(calls.load).toHaveLength(4);
});

test('a module is offered at once only when its load has finished, a failed one never', async () => {
  const { runtime } = fakeRuntime(['ok', 'fail', 'fail', 'fail']);
  const remotes = { 'mf-admin-categories': { entry: '/m.json', contract: CONTRACT_VERSION }, 'mf-service': { entry: '/s.json', contract: CONTRACT_VERSION } };
  const load = createRemoteLoader({ runtime, remotes, origin: 'http://shop.test', sleep: noSleep });
  const loading = load('mf-admin-categories', './CategoryTreeApp');
  expect(load.loaded?.('mf-admin-categories', './CategoryTreeApp')).toBeUndefined();
  await loading;
  expect(load.loaded?.('mf-admin-categories', './CategoryTreeApp')).toEqual({ default: 'mf_admin_categories/CategoryTreeApp' });
  expect(load.loaded?.('mf-admin-categories', './ProductCategoriesApp')).toBeUndefined();
  await expect(load('mf-service', './ServiceApp')).rejects.toBeInstanceOf(RemoteUnavailableError);
  expect(load.loaded?.('mf-service', './ServiceApp')).toBeUndefined();
});
