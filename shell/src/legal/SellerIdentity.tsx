import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { OperatorPlaceholder } from './OperatorPlaceholder';

/** Who sells: CZ §435 OZ (name, seat, IČO, register entry); RO ANPC Order 225/2023 (name, CUI, Reg. Com., address). */
export function SellerIdentity() {
  const { market } = useMarket();
  return (
    <address>
      <OperatorPlaceholder>
        <Trans>obchodní firma prodávajícího</Trans>
      </OperatorPlaceholder>
      <br />
      <OperatorPlaceholder>
        <Trans>sídlo (ulice, PSČ, obec)</Trans>
      </OperatorPlaceholder>
      <br />
      {market === 'CZ' ? (
        <>
          <Trans>IČO:</Trans>{' '}
          <OperatorPlaceholder>
            <Trans>IČO</Trans>
          </OperatorPlaceholder>
          , <Trans>DIČ:</Trans> <OperatorPlaceholder>CZ…</OperatorPlaceholder>
          <br />
          <Trans>zapsaná v obchodním rejstříku:</Trans>{' '}
          <OperatorPlaceholder>
            <Trans>oddíl a vložka, rejstříkový soud</Trans>
          </OperatorPlaceholder>
        </>
      ) : (
        <>
          <Trans>CUI:</Trans> <OperatorPlaceholder>RO…</OperatorPlaceholder>, <Trans>Nr. Reg. Com.:</Trans>{' '}
          <OperatorPlaceholder>J…</OperatorPlaceholder>
        </>
      )}
    </address>
  );
}
