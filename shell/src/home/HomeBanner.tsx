import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { shopComponentParams } from '@shop/shared/contract/admin-component-params';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Alert } from '@shop/shared/ui/alert';

/**
 * The home page's announcement strip, staff's `home_banner` component param (docs/admin-tools.md).
 * Plain text, never HTML; nothing at all while loading, on failure or when switched off, so the page never waits on it.
 */
export function HomeBanner() {
  const { i18n } = useLingui();
  const params = useQuery(queryFor(useApiClient(), shopComponentParams, {}));
  const banner = params.data?.home_banner;
  const text = banner ? (i18n.locale === 'ro' ? banner.text_ro : banner.text_cs) : '';
  if (!banner?.active || !text) return null;
  return (
    <div data-testid="home-banner">
      <Alert kind="info">{text}</Alert>
    </div>
  );
}
