import * as ReactQuery from '@tanstack/react-query';
import { loadReactQueryOffer } from './react-query-offer';
import allowedImports from '../../../eslint/react-query-offer.json';

test('offers remotes the shell’s own React Query exports, not copies', async () => {
  const offer = await loadReactQueryOffer();
  for (const [name, value] of Object.entries(offer)) expect(value).toBe(ReactQuery[name as keyof typeof ReactQuery]);
});

test('offers every React Query export that lint lets shared/ and the remotes import', async () => {
  expect(Object.keys(await loadReactQueryOffer()).sort()).toEqual([...allowedImports].sort());
});
