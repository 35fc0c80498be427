import type { Locale, Market } from '@shop/shared/contract/common';
import { WidgetProviders } from '@shop/shared/widget/mount';
import { TestGatewayFlow } from '../flow/TestGatewayFlow';
import { catalogs } from '../locales/catalogs';

export interface TestGatewayAppProps {
  locale: Locale;
  market: Market;
  apiBase?: string;
}

/** The built-in test gateway's payment page at `/test-gateway/<payment_id>/` (both markets). */
export default function TestGatewayApp(props: TestGatewayAppProps) {
  return (
    <WidgetProviders {...props} catalogs={catalogs}>
      <TestGatewayFlow />
    </WidgetProviders>
  );
}
