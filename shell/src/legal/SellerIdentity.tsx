import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { sellerPhone, sellerSeat } from '@shop/shared/seller/seller-display';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { useSellerIdentity } from './seller-query';

/**
 * Who sells: CZ §435 OZ (name, seat, IČO, DIČ, register entry); RO ANPC Order 225/2023 (name, seat, CUI, Reg. Com.,
 * share capital). `contact` adds the e-mail and phone for complaints and withdrawals.
 */
export function SellerIdentity({ contact = false }: { contact?: boolean }) {
  const { market } = useMarket();
  const seller = useSellerIdentity();
  if (seller.isPending) return <Spinner />;
  if (!seller.data)
    return (
      <LoadFailed onRetry={() => void seller.refetch()}>
        <Trans>Údaje o prodávajícím se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  const identity = seller.data;
  const { company_id: companyId, vat_id: vatId, register_entry: registerEntry, share_capital: shareCapital } = identity;
  return (
    <address data-testid="seller-identity">
      {identity.company_name}
      <br />
      {sellerSeat(identity)}
      <br />
      {market === 'CZ' ? (
        <>
          <Trans>IČO: {companyId}</Trans>
          {vatId && (
            <>
              , <Trans>DIČ: {vatId}</Trans>
            </>
          )}
          <br />
          <Trans>zapsaná v obchodním rejstříku: {registerEntry}</Trans>
        </>
      ) : (
        <>
          <Trans>CUI: {companyId}</Trans>, <Trans>Nr. Reg. Com.: {registerEntry}</Trans>
          <br />
          <Trans>Základní kapitál: {shareCapital}</Trans>
        </>
      )}
      {contact && (
        <>
          <br />
          <Trans>E-mail:</Trans> <a href={`mailto:${identity.email}`}>{identity.email}</a>
          <br />
          <Trans>Telefon:</Trans> <a href={`tel:${identity.phone}`}>{sellerPhone(identity.phone)}</a>
        </>
      )}
    </address>
  );
}
