import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductTile as Tile } from '@shop/shared/contract/catalogue';
import { reportProductClick } from '@shop/shared/analytics/product-events';
import { useProductViewRef } from '@shop/shared/analytics/use-product-view';
import { Link } from '../../routing/router';
import { AvailabilityText } from './availability-text';
import { ModelChoices } from './ModelChoices';
import { Price } from './Price';
import { AddToCartSlot } from '../../cart/AddToCartSlot';
import { EnergyClassArrow } from '../../energy-label/EnergyClassArrow';

export interface ProductTileProps {
  product: Tile;
  /** Which strip the tile is in, for analytics (`listing`, `search`, `accessories`...). */
  placement: string;
  /** Controls beside the name, e.g. the favourite toggle. */
  actions?: ReactNode;
  /** False on the home page's rails: the button is mf-cart's, and the home page loads no remote (docs/page-weight.md). */
  withCartButton?: boolean;
}

/** A product in a list: picture, name, price, grade, stock and rating; reports `view` and `click` (spec section 9). */
export function ProductTile({ product, placement, actions, withCartButton = true }: ProductTileProps) {
  const { i18n } = useLingui();
  const viewRef = useProductViewRef<HTMLElement>(product, placement);
  return (
    <Card ref={viewRef} data-testid="product-tile" data-code={product.code}>
      <Picture src={product.image_url} alt="" width={160} height={160} loading="lazy" />
      <Name>
        <Link to={product.url} onClick={() => reportProductClick(product, placement)}>
          {product.long_name}
        </Link>
      </Name>
      {product.special_offers_product_badge.length > 0 && (
        <Badges>
          {product.special_offers_product_badge.map((badge) => (
            <Badge key={badge.code}>{badge.name}</Badge>
          ))}
        </Badges>
      )}
      <Price price={product.price} lowest={product.lowest_price_30_days} since={product.price_since} />
      {product.model && <ModelChoices model={product.model} price={product.price} />}
      {product.energy_label && <EnergyClassArrow label={product.energy_label} />}
      <Facts>
        {product.quality && (
          <span data-testid="tile-quality">
            <Trans>Stav: třída {product.quality}</Trans>
          </span>
        )}
        <span>
          <AvailabilityText availability={product.availability} />
        </span>
        {product.rating && <Rating average={i18n.number(product.rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} count={product.rating.count} />}
      </Facts>
      {actions && <Actions>{actions}</Actions>}
      {withCartButton && <AddToCartSlot product={product} placement={placement} />}
    </Card>
  );
}

function Rating({ average, count }: { average: string; count: number }) {
  const { t } = useLingui();
  return (
    <span role="img" aria-label={t`Hodnocení ${average} z 5 (počet recenzí: ${count})`}>
      ★ {average} ({count})
    </span>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Picture = styled.img`
  align-self: center;
  max-width: 100%;
  height: auto;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.infoSurface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  margin-top: auto;
`;
