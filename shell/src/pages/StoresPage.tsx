import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { useApiClient } from '@shop/shared/http/api-provider';
import { Spinner } from '@shop/shared/ui/spinner';
import { Alert } from '@shop/shared/ui/alert';

export function StoresPage() {
  const api = useApiClient();
  const centers = useQuery({ queryKey: ['stores.service-buyout-centers'], queryFn: () => api.call(storesServiceBuyoutCenters) });
  return (
    <>
      <h1>
        <Trans>Prodejny a servisní centra</Trans>
      </h1>
      {centers.isPending && <Spinner />}
      {centers.isError && (
        <Alert kind="error">
          <Trans>Seznam prodejen se nepodařilo načíst. Zkuste to prosím za chvíli.</Trans>
        </Alert>
      )}
      <List>
        {centers.data?.map((center) => (
          <li key={center.id}>
            <h2>{center.name}</h2>
            <p>
              {center.street}, {center.postcode} {center.city}
            </p>
            <p>
              <a href={`tel:${center.phone.replace(/\s/g, '')}`}>{center.phone}</a> · {center.opening_hours}
            </p>
            <p>
              {center.is_buyout && <Trans>Výkup</Trans>} {center.is_service && <Trans>Servis</Trans>}
            </p>
          </li>
        ))}
      </List>
    </>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  li {
    padding: 12px 16px;
    border: 1px solid #d8dde3;
    border-radius: 8px;
  }
  h2 {
    font-size: 1.1rem;
  }
`;
