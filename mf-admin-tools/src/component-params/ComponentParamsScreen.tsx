import { Trans } from '@lingui/react/macro';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { HomeBannerForm } from './HomeBannerForm';
import { SellerForm } from './SellerForm';
import { useComponentParams } from './component-param-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** Component params of the market (AT-A4a/b): one form per param the shop reads. */
export function ComponentParamsScreen() {
  const params = useComponentParams();
  if (params.isPending) return <Spinner />;
  if (params.isError)
    return (
      <LoadFailed onRetry={() => void params.refetch()}>
        <Trans>Nastavení se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  const banner = params.data.results.find((param) => param.key === 'home_banner');
  const seller = params.data.results.find((param) => param.key === 'seller');
  return (
    <div data-testid="component-params">
      <StaffTitle>
        <Trans>Nastavení obchodu</Trans>
      </StaffTitle>
      {banner && <HomeBannerForm param={banner} />}
      {seller && <SellerForm param={seller} />}
    </div>
  );
}
