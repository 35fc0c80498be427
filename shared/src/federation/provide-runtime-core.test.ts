import * as runtimeCore from '@module-federation/runtime-core';
import { provideFederationRuntimeCore } from './provide-runtime-core';

type Page = { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

test('puts the runtime core where a remote built with externalRuntime takes it from', () => {
  const page: Page = {};
  provideFederationRuntimeCore(page as Record<string, unknown>);
  expect(page._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  expect(typeof page._FEDERATION_RUNTIME_CORE?.getRemoteEntry).toBe('function');
});

test('keeps the runtime core already on the page: the remotes loaded so far use that one', () => {
  const first = { ModuleFederation: class {} };
  const page = { _FEDERATION_RUNTIME_CORE: first };
  provideFederationRuntimeCore(page);
  expect(page._FEDERATION_RUNTIME_CORE).toBe(first);
});
