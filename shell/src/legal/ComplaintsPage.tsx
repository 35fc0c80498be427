import { Trans } from '@lingui/react/macro';
import { useMarket } from '@shop/shared/i18n/market-context';
import { SellerIdentity } from './SellerIdentity';

export function ComplaintsPage() {
  const { market } = useMarket();
  return (
    <article>
      <h1>
        <Trans>Reklamační řád</Trans>
      </h1>
      <p>
        {market === 'CZ' ? (
          <Trans>
            Za vady nového zboží odpovídáme 24 měsíců od převzetí (§ 2165 občanského zákoníku), u použitého zboží 12 měsíců. Vada, která se projeví
            do jednoho roku od převzetí, se považuje za vadu existující již při převzetí.
          </Trans>
        ) : (
          <Trans>
            Za soulad zboží se smlouvou odpovídáme 2 roky od dodání (OUG 140/2021), i když zboží opravuje servis výrobce. Vada, která se projeví do
            jednoho roku od dodání, se považuje za vadu existující již při dodání.
          </Trans>
        )}
      </p>
      <h2>
        <Trans>Jak reklamovat</Trans>
      </h2>
      <p>
        <Trans>
          Zboží doručte na kteroukoli naši prodejnu nebo pošlete na adresu prodávajícího s popisem vady a číslem objednávky. Potvrzení o přijetí
          reklamace dostanete hned, o vyřízení rozhodneme nejpozději do 30 dní.
        </Trans>
      </p>
      <SellerIdentity contact />
    </article>
  );
}
