import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { serviceProductTypeChoices } from '@shop/shared/contract/catalog';
import { useApiClient } from '@shop/shared/http/api-provider';
import { ChoiceList } from '@shop/shared/selector/ChoiceList';
import { Spinner } from '@shop/shared/ui/spinner';
import { Alert } from '@shop/shared/ui/alert';

export function ServiceFlow() {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const types = useQuery({ queryKey: ['service.product-type-choices', i18n.locale], queryFn: () => api.call(serviceProductTypeChoices) });
  const [productType, setProductType] = useState<string | null>(null);

  return (
    <section data-testid="service-flow">
      <h1>
        <Trans>Servis zařízení</Trans>
      </h1>
      <p>
        <Trans>Vyberte své zařízení a uvidíte, jaké opravy pro něj nabízíme a za kolik.</Trans>
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
