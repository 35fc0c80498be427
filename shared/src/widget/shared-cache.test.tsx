import { render } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WidgetProviders } from './mount';

const catalogs = { cs: {}, ro: {} };

function ReportClient({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

test('a widget inside the shell uses the shell query client, so the page has one cache', () => {
  const seen: QueryClient[] = [];
  render(
    <WidgetProviders locale="cs" market="CZ" catalogs={catalogs}>
      <ReportClient onClient={(client) => (seen[0] = client)} />
      <WidgetProviders locale="cs" market="CZ" catalogs={catalogs}>
        <ReportClient onClient={(client) => (seen[1] = client)} />
      </WidgetProviders>
    </WidgetProviders>,
  );
  expect(seen[0]).toBeDefined();
  expect(seen[1]).toBe(seen[0]);
});

test('two widgets mounted on their own each get a cache of their own', () => {
  const seen: QueryClient[] = [];
  render(
    <>
      <WidgetProviders locale="cs" market="CZ" catalogs={catalogs}>
        <ReportClient onClient={(client) => (seen[0] = client)} />
      </WidgetProviders>
      <WidgetProviders locale="cs" market="CZ" catalogs={catalogs}>
        <ReportClient onClient={(client) => (seen[1] = client)} />
      </WidgetProviders>
    </>,
  );
  expect(seen[0]).toBeDefined();
  expect(seen[1]).not.toBe(seen[0]);
});
