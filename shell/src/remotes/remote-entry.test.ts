import { remoteEntryOf } from './remote-entry';

test('loads the remoteEntry.js beside the manifest that remotes.json names', () => {
  expect(remoteEntryOf('http://shop.test/mf/mf-buyout/mf-manifest.json')).toBe('http://shop.test/mf/mf-buyout/remoteEntry.js');
  expect(remoteEntryOf('https://cdn.test/mf-service/0.1.0-20261126T100000Z/mf-manifest.json')).toBe('https://cdn.test/mf-service/0.1.0-20261126T100000Z/remoteEntry.js');
});

test('an address that names no manifest is loaded as it is', () => {
  expect(remoteEntryOf('http://localhost:3002/remoteEntry.js')).toBe('http://localhost:3002/remoteEntry.js');
  expect(remoteEntryOf('http://localhost:3002/old-mf-manifest.json')).toBe('http://localhost:3002/old-mf-manifest.json');
});
