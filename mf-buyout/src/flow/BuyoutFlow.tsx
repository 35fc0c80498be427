import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { buyoutProductTypeChoices } from '@shop/shared/contract/catalog';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ChoiceList } from '@shop/shared/selector/ChoiceList';
import { Spinner } from '@shop/shared/ui/spinner';
import { Alert } from '@shop/shared/ui/alert';

export function BuyoutFlow() {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const types = useQuery({ queryKey: ['buyout.product-type-choices', i18n.locale], queryFn: () => api.call(buyoutProductTypeChoices) });
  const [productType, setProductType] = useState<string | null>(null);

  return (
    <section data-testid="buyout-flow">
      <h1>
        <Trans>Výkup zařízení</Trans>
      </h1>
      <p>
        <Trans>Vyberte typ zařízení, výrobce, model a barvu a hned uvidíte, kolik za něj dostanete.</Trans>
      </p>
      {types.isPending && <Spinner />}
      {types.isError && (
        <Alert kind="error">
          <Trans>Typy zařízení se nepodařilo načíst. Zkuste to prosím za chvíli.</Trans>
        </Alert>
      )}
      {types.data && <ChoiceList label={t`Typ zařízení`} testId="product-types" choices={types.data.choices} selected={productType} onChoose={setProductType} />}
    </section>
  );
}
