import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { WidgetProviders, type WidgetProvidersProps } from './mount';

export type RenderInWidgetOptions = Partial<Omit<WidgetProvidersProps, 'children'>>;

/**
 * For component tests (this file imports Testing Library, so only tests may import it): renders
 * `ui` inside the same providers a mounted widget gets. Pass `apiClient: createApiClient({ fetchImpl })`
 * with a stand-in fetch to control what the server answers.
 */
export function renderInWidget(ui: ReactElement, options: RenderInWidgetOptions = {}): RenderResult {
  const { locale = 'cs', market = 'CZ', catalogs = { cs: {}, ro: {} }, ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <WidgetProviders locale={locale} market={market} catalogs={catalogs} {...rest}>
        {children}
      </WidgetProviders>
    ),
  });
}
