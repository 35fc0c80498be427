import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { SellerIdentity } from './SellerIdentity';

export function PrivacyPage() {
  const { market } = useMarket();
  return (
    <article>
      <h1>
        <Trans>Ochrana osobních údajů</Trans>
      </h1>
      <h2>
        <Trans>Správce</Trans>
      </h2>
      <SellerIdentity />
      <h2>
        <Trans>Co zpracováváme a proč</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Údaje z objednávky (jméno, adresa, e-mail, telefon) pro splnění smlouvy a vystavení dokladů po dobu stanovenou zákonem.</Trans>
        </li>
        <li>
          <Trans>Účet zákazníka, dokud ho nezrušíte.</Trans>
        </li>
        <li>
          <Trans>Obchodní sdělení jen s vaším souhlasem, který nikdy není podmínkou nákupu a můžete ho kdykoli odvolat.</Trans>
        </li>
        {market === 'CZ' ? (
          <li>
            <Trans>
              E-mail a zakoupené zboží předáváme Heureka.cz kvůli dotazníku spokojenosti „Ověřeno zákazníky“, pokud to v objednávce neodmítnete.
            </Trans>
          </li>
        ) : null}
      </ul>
      <h2>
        <Trans>Vaše práva</Trans>
      </h2>
      <p>
        <Trans>Máte právo na přístup, opravu, výmaz, omezení zpracování, přenositelnost údajů a právo vznést námitku.</Trans>{' '}
        {market === 'CZ' ? (
          <Trans>Stížnost můžete podat u Úřadu pro ochranu osobních údajů (uoou.gov.cz).</Trans>
        ) : (
          <Trans>Stížnost můžete podat u ANSPDCP (dataprotection.ro).</Trans>
        )}
      </p>
    </article>
  );
}
