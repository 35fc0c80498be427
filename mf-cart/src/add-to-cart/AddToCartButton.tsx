import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportAddToCartClick } from '@shop/shared/analytics/cart-events';
import { DEFAULT_ADD_QUANTITY } from '@shop/shared/contract/cart-core';
import type { ProductTile } from '@shop/shared/contract/catalogue';
import { firstErrorMessage } from '@shop/shared/http/api-error';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { useCartUi } from '../store/cart-context';
import { useAddToCart } from './queries';

export interface AddToCartButtonProps {
  product: ProductTile;
  /** Where the button is (`listing`, `product`...), for analytics. */
  placement: string;
}

/**
 * "Add to cart" with the spec's quantity 1 (section 9). The answer goes to the cache once (`useAddToCart`); here it
 * only opens this widget's subcart, whose dialog tells what was added (and a toast after it, flow/AddToCartWithSubcart.tsx). A refusal shows the first `non_field_errors` entry, else the first message (section 8).
 */
export function AddToCartButton({ product, placement }: AddToCartButtonProps) {
  const { t } = useLingui();
  const { market } = useMarket();
  const addToCart = useAddToCart();
  const productAdded = useCartUi((state) => state.productAdded);
  const [problem, setProblem] = useState<string | null>(null);
  const soldOut = product.availability === 'sold_out';

  const add = () => {
    setProblem(null);
    reportAddToCartClick(product, placement, market);
    addToCart.mutate(
      { body: { product: product.id, quantity: DEFAULT_ADD_QUANTITY } },
      {
        onSuccess: ({ data }) => {
          productAdded(data.item_id, product);
        },
        onError: (error) => setProblem(firstErrorMessage(error) ?? t`Produkt se nepodařilo přidat do košíku. Zkuste to prosím znovu.`),
      },
    );
  };

  return (
    <Wrapper>
      <Button
        type="button"
        onClick={add}
        busy={addToCart.isPending}
        disabled={soldOut}
        data-testid="add-to-cart"
        // The accessible name starts with the visible text (WCAG 2.5.3) and names the product among many tiles.
        aria-label={soldOut ? t`Vyprodáno: ${product.short_name}` : t`Do košíku: ${product.short_name}`}
      >
        {soldOut ? <Trans>Vyprodáno</Trans> : <Trans>Do košíku</Trans>}
      </Button>
      {problem && (
        <ErrorText role="alert" data-testid="add-to-cart-error">
          {problem}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
