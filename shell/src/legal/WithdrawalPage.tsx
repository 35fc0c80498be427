import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { SellerIdentity } from './SellerIdentity';

/** Withdrawal information and the model form: CZ Nařízení vlády 29/2023 Sb., RO OUG 34/2014 annex. */
export function WithdrawalPage() {
  const { market } = useMarket();
  return (
    <article>
      <h1>
        <Trans>Odstoupení od smlouvy</Trans>
      </h1>
      <p>
        <Trans>
          Od smlouvy uzavřené přes internet můžete odstoupit bez udání důvodu do 14 dní od převzetí zboží (u dodávky po částech od převzetí poslední
          části). Stačí nám v této lhůtě poslat jakékoli jednoznačné prohlášení, například vyplněný formulář níže.
        </Trans>
      </p>
      <p>
        <Trans>
          Vrátíme vám všechny přijaté peníze včetně nákladů na nejlevnější nabízený způsob doručení do 14 dní od odstoupení, stejným způsobem,
          jakým jste platili. Peníze můžeme zadržet, dokud nám zboží nevrátíte nebo neprokážete, že jste ho odeslali. Přímé náklady na vrácení zboží
          nesete vy.
        </Trans>
      </p>
      <p>
        {market === 'CZ' ? (
          <Trans>Vzorový formulář podle nařízení vlády č. 29/2023 Sb.:</Trans>
        ) : (
          <Trans>Vzorový formulář podle přílohy OUG 34/2014:</Trans>
        )}
      </p>
      <Form>
        <p>
          <Trans>Adresát:</Trans>
        </p>
        <SellerIdentity contact />
        {market === 'CZ' ? (
          <p>
            <Trans>Oznamuji, že tímto odstupuji od smlouvy o nákupu tohoto zboží: …</Trans>
          </p>
        ) : (
          <p>
            <Trans>Informuji vás tímto o svém odstoupení od smlouvy o prodeji následujících produktů: …</Trans>
          </p>
        )}
        <p>
          <Trans>Datum objednání: … / datum obdržení: …</Trans>
        </p>
        <p>
          <Trans>Jméno a příjmení spotřebitele: …</Trans>
        </p>
        <p>
          <Trans>Adresa spotřebitele: …</Trans>
        </p>
        <p>
          <Trans>Podpis spotřebitele (pouze pokud je formulář zasílán v listinné podobě): …</Trans>
        </p>
        <p>
          <Trans>Datum: …</Trans>
        </p>
      </Form>
    </article>
  );
}

const Form = styled.section`
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
`;
