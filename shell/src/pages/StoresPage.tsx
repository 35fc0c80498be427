import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { storesServiceBuyoutCenters } from '@shop/shared/contract/stores';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';

/** Every store with its address, phone and opening hours (the names and hours come translated). */
export function StoresPage() {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const centers = useQuery(queryFor(api, storesServiceBuyoutCenters, {}, i18n.locale as Locale));
  return (
    <>
      <h1>
        <Trans>Prodejny a servisní centra</Trans>
      </h1>
      {centers.isPending && <Spinner label={t`Načítám prodejny…`} />}
      {centers.isError && (
        <LoadFailed onRetry={() => void centers.refetch()}>
          <Trans>Seznam prodejen se nepodařilo načíst.</Trans>
        </LoadFailed>
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
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.column.xl}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  list-style: none;
  padding: 0;
  li {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
