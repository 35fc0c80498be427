import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent } from '@shop/shared/analytics/cart-events';
import type { Cart, CartPackage } from '@shop/shared/contract/cart';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { pagePath } from '@shop/shared/routing/page-paths';
import { ShopLink } from '@shop/shared/routing/ShopLink';
import { Alert } from '@shop/shared/ui/alert';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { CartLineRow } from './CartLineRow';
import { CartTotalsView } from './CartTotalsView';
import { DiscountForm } from './DiscountForm';
import { cartQuery } from './queries';

/** The cart page (`/kosik/`, RO `/cos/`): packages with their lines, codes, totals and the way to the checkout. */
export function CartPage() {
  const { t } = useLingui();
  const api = useApiClient();
  const cart = useQuery(cartQuery(api, useQueryClient()));
  const answered = cart.data;

  return (
    <Page>
      <h1>
        <Trans>Košík</Trans>
      </h1>
      {cart.isPending && <Spinner label={t`Načítání košíku…`} />}
      {cart.isError && (
        <LoadFailed onRetry={() => void cart.refetch()}>
          <Trans>Košík se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {answered && <CartContent cart={answered} />}
    </Page>
  );
}

function CartContent({ cart }: { cart: Cart }) {
  const { market } = useMarket();
  if (cart.packages.length === 0) {
    return (
      <div data-testid="cart-empty">
        <p>
          <Trans>Košík je prázdný.</Trans>
        </p>
        <ShopLink to={pagePath(market, 'home')}>
          <Trans>Pokračovat v nákupu</Trans>
        </ShopLink>
      </div>
    );
  }
  const products = cart.packages.flatMap((pack) => pack.items.map((item) => ({ ...item.product, quantity: item.quantity })));
  return (
    <>
      {cart.price_changed_item_ids.length > 0 && (
        <Alert kind="info">
          <Trans>Některé ceny se od přidání do košíku změnily. Zkontrolujte prosím položky označené níže.</Trans>
        </Alert>
      )}
      {cart.packages.map((pack, index) => (
        <PackageSection key={pack.id} pack={pack} number={index + 1} priceChanged={cart.price_changed_item_ids} />
      ))}
      <DiscountForm codes={cart.codes} products={products} />
      <CartTotalsView totals={cart.totals} />
      <Next>
        <ShopLink to={pagePath(market, 'home')} onClick={() => reportCartEvent('continue_shopping', market, products)}>
          <Trans>Pokračovat v nákupu</Trans>
        </ShopLink>
        <CheckoutLink to={pagePath(market, 'checkout')} onClick={() => reportCartEvent('checkout_start', market, products)} data-testid="go-to-checkout">
          <Trans>Pokračovat k objednávce</Trans>
        </CheckoutLink>
      </Next>
    </>
  );
}

function PackageSection({ pack, number, priceChanged }: { pack: CartPackage; number: number; priceChanged: readonly number[] }) {
  const { t } = useLingui();
  const kindText = {
    own_stock: t`Ze skladu obchodu`,
    external: t`Od dodavatele, pošle dopravce`,
    e_licence: t`Elektronická licence, pošleme e-mailem`,
  }[pack.kind];
  return (
    <section aria-label={t`Balík ${number}: ${kindText}`} data-testid="cart-package" data-kind={pack.kind}>
      <h2>
        <Trans>
          Balík {number}: {kindText}
        </Trans>
      </h2>
      {pack.delivery_days !== null && pack.delivery_days > 0 && (
        <p>
          <Trans>
            Odešleme za <Plural value={pack.delivery_days} one="# pracovní den" few="# pracovní dny" other="# pracovních dní" />.
          </Trans>
        </p>
      )}
      <Lines>
        {pack.items.map((line) => (
          <CartLineRow key={line.id} line={line} priceChanged={priceChanged.includes(line.id)} />
        ))}
      </Lines>
    </section>
  );
}

const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Next = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const CheckoutLink = styled(ShopLink)`
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`;
