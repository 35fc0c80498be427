import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountAddresses, MAX_ADDRESSES, type Address } from '@shop/shared/contract/account';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { AddressForm } from './AddressForm';
import { useDeleteAddress } from './queries';
import styled from 'styled-components';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** The saved addresses: list, add, edit, delete. */
export function AddressesSection() {
  const { t, i18n } = useLingui();
  const api = useApiClient();
  const addresses = useQuery(queryFor(api, accountAddresses, {}, i18n.locale as 'cs' | 'ro'));
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const remove = useDeleteAddress();

  return (
    <section aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">
        <Trans>Adresy</Trans>
      </h2>
      {addresses.isPending && <Spinner label={t`Načítám adresy…`} />}
      {addresses.isError && (
        <LoadFailed onRetry={() => void addresses.refetch()}>
          <Trans>Adresy se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {remove.isError && (
        <Alert kind="error">
          <Trans>Adresu se nepodařilo smazat.</Trans>
        </Alert>
      )}
      {addresses.data && (
        <>
          {addresses.data.results.length === 0 && (
            <p>
              <Trans>Zatím nemáte uloženou žádnou adresu.</Trans>
            </p>
          )}
          <AddressList>
            {addresses.data.results.map((address) => (
              <li key={address.id}>
                <address style={{ fontStyle: 'normal' }}>
                  {address.first_name} {address.last_name}
                  <br />
                  {address.street}, {address.postcode} {address.city}
                  {address.district && `, ${address.district}`}
                  <br />
                  {address.phone}
                </address>
                {address.is_default && (
                  <strong>
                    <Trans>Výchozí</Trans>
                  </strong>
                )}{' '}
                <Button type="button" variant="link" onClick={() => setEditing({ kind: 'edit', address })}>
                  <Trans>Upravit</Trans>
                  <VisuallyHidden> {address.street}</VisuallyHidden>
                </Button>{' '}
                <Button type="button" variant="link" busy={remove.isPending && remove.variables === address.id} onClick={() => remove.mutate(address.id)}>
                  <Trans>Smazat</Trans>
                  <VisuallyHidden> {address.street}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </AddressList>
          {editing.kind === 'none' && addresses.data.results.length < MAX_ADDRESSES && (
            <Button type="button" variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
              <Trans>Přidat adresu</Trans>
            </Button>
          )}
          {editing.kind !== 'none' && (
            <AddressForm key={editing.kind === 'edit' ? editing.address.id : 'new'} editing={editing.kind === 'edit' ? editing.address : null} onDone={() => setEditing({ kind: 'none' })} />
          )}
        </>
      )}
    </section>
  );
}

const AddressList = styled.ul`
  list-style: none;
  padding: 0;
  li {
    margin-bottom: ${({ theme }) => theme.spacing.md};
  }
`;
