import styled from 'styled-components';
import { Plural, Trans } from '@lingui/react/macro';
import type { ProductStock } from '@shop/shared/contract/catalogue';

/** Stock per store (with "ready in 30 minutes" for a reservation where the shelf has it, spec C-R13), warehouse and supplier. */
export function StoreAvailability({ stock }: { stock: ProductStock }) {
  return (
    <section aria-labelledby="availability-heading" data-testid="store-availability">
      <h2 id="availability-heading">
        <Trans>Dostupnost</Trans>
      </h2>
      <List>
        {stock.central_warehouse > 0 && (
          <li>
            <Trans>Centrální sklad: skladem {stock.central_warehouse} ks, odesíláme ihned</Trans>
          </li>
        )}
        {stock.external_supplier && (
          <li>
            <Plural
              value={stock.external_supplier.delivery_days}
              one="U dodavatele: doručení do # dne"
              few="U dodavatele: doručení do # dnů"
              other="U dodavatele: doručení do # dnů"
            />
          </li>
        )}
        {stock.stores.map((store) => (
          <li key={store.store_id}>
            <strong>{store.store_name}</strong> ({store.city}):{' '}
            {store.quantity > 0 ? <Trans>skladem {store.quantity} ks</Trans> : <Trans>není skladem</Trans>}
            {store.ready_in_30_minutes && (
              <Ready>
                {' '}
                <Trans>Rezervace připravena do 30 minut</Trans>
              </Ready>
            )}
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  padding-left: ${({ theme }) => theme.spacing.md};
  li {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

const Ready = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;
