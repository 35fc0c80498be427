import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { sellerSeat } from '@shop/shared/seller/seller-display';
import { useSellerIdentity } from './seller-query';

/** The footer's line naming the operator on every page; nothing while it loads, so the frame never waits on it. */
export function SellerLine() {
  const { market } = useMarket();
  const { data: seller } = useSellerIdentity();
  if (!seller) return null;
  const { company_name: name, company_id: companyId, register_entry: registerEntry } = seller;
  const seat = sellerSeat(seller);
  return (
    <small data-testid="seller-line">
      {market === 'CZ' ? (
        <Trans>
          Provozovatel: {name}, {seat}, IČO: {companyId}
        </Trans>
      ) : (
        <Trans>
          Provozovatel: {name}, {seat}, CUI: {companyId}, Nr. Reg. Com.: {registerEntry}
        </Trans>
      )}
    </small>
  );
}
