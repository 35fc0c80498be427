import type { ReactNode } from 'react';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '@shop/shared/catalogue/product-picture';
import { Badge, GradeBadge, badgeKindOf } from '@shop/shared/ui/badge';
import { ProductCard } from '@shop/shared/ui/product-card';
import { StarRating } from '@shop/shared/ui/star-rating';
import type { ProductTile as Tile } from '@shop/shared/contract/catalogue';
import { reportProductClick } from '@shop/shared/analytics/product-events';
import { useProductViewRef } from '../../analytics/use-product-view';
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
  /** On the first screen: its picture loads at once and first, the others when scrolled near (LCP). */
  firstScreen?: boolean;
  /** False on the home page's rails: the button is mf-cart's, and the home page loads no remote (docs/page-weight.md). */
  withCartButton?: boolean;
}

/** The tiles a listing shows before any scrolling: one row of four on a wide screen, two rows of two on a phone. */
export const FIRST_SCREEN_TILES = 4;

/** Shown at 160 px wide; the height follows the drawn pictures' shape, so nothing moves when one arrives. */
const TILE_PICTURE_WIDTH = 160;
const TILE_PICTURE_HEIGHT = Math.round((TILE_PICTURE_WIDTH * PICTURE_HEIGHT) / PICTURE_WIDTH);

/** A product in a list: picture, name, price, grade, stock and rating; reports `view` and `click` (spec section 9). */
export function ProductTile({ product, placement, actions, firstScreen = false, withCartButton = true }: ProductTileProps) {
  const viewRef = useProductViewRef<HTMLElement>(product, placement);
  const badges = product.special_offers_product_badge;
  return (
    <ProductCard
      ref={viewRef}
      data-testid="product-tile"
      data-code={product.code}
      picture={
        <img
          src={product.image_url}
          alt=""
          width={TILE_PICTURE_WIDTH}
          height={TILE_PICTURE_HEIGHT}
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
        />
      }
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
          {product.model && <ModelChoices model={product.model} price={product.price} />}
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
          {withCartButton && <AddToCartSlot product={product} placement={placement} />}
        </>
      }
    />
  );
}
