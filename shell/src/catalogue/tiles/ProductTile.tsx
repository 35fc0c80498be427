import type { ReactNode } from 'react';
import { Badge, GradeBadge, badgeKindOf } from '@shop/shared/ui/badge';
import { ProductCard } from '@shop/shared/ui/product-card';
import { StarRating } from '@shop/shared/ui/star-rating';
import type { ProductTile as Tile } from '@shop/shared/contract/catalogue';
import { reportProductClick } from '@shop/shared/analytics/product-events';
import { useProductViewRef } from '@shop/shared/analytics/use-product-view';
import { Link } from '../../routing/router';
import { AvailabilityText } from './availability-text';
import { Price } from './Price';
import { AddToCartSlot } from '../../cart/AddToCartSlot';
import { EnergyClassArrow } from '../../energy-label/EnergyClassArrow';

export interface ProductTileProps {
  product: Tile;
  /** Which strip the tile is in, for analytics (`listing`, `search`, `accessories`...). */
  placement: string;
  /** Controls beside the name, e.g. the favourite toggle. */
  actions?: ReactNode;
}

/** A product in a list: picture, name, price, grade, stock and rating; reports `view` and `click` (spec section 9). */
export function ProductTile({ product, placement, actions }: ProductTileProps) {
  const viewRef = useProductViewRef<HTMLElement>(product, placement);
  const badges = product.special_offers_product_badge;
  return (
    <ProductCard
      ref={viewRef}
      data-testid="product-tile"
      data-code={product.code}
      picture={<img src={product.image_url} alt="" width={160} height={160} loading="lazy" />}
      badges={
        badges.length > 0 &&
        badges.map((badge) => (
          <Badge key={badge.code} kind={badgeKindOf(badge.code)}>
            {badge.name}
          </Badge>
        ))
      }
      title={
        <Link to={product.url} onClick={() => reportProductClick(product, placement)}>
          {product.long_name}
        </Link>
      }
      price={
        <>
          <Price price={product.price} lowest={product.lowest_price_30_days} since={product.price_since} />
          {product.energy_label && <EnergyClassArrow label={product.energy_label} />}
        </>
      }
      facts={
        <>
          {product.quality && (
            <span>
              <GradeBadge grade={product.quality} data-testid="tile-quality" />
            </span>
          )}
          <span>
            <AvailabilityText availability={product.availability} />
          </span>
          {product.rating && <StarRating average={product.rating.average} count={product.rating.count} />}
        </>
      }
      actions={
        <>
          {actions}
          <AddToCartSlot product={product} placement={placement} />
        </>
      }
    />
  );
}
