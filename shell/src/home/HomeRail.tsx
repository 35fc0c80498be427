import styled from 'styled-components';
import type { ProductTile as Tile } from '@shop/shared/contract/catalogue';
import { ProductRail as KitRail } from '@shop/shared/ui/product-rail';
import { ProductTile } from '../catalogue/tiles/ProductTile';

interface HomeRailProps {
  title: string;
  products: Tile[];
  /** Analytics placement of the tiles (`home_offers`...). */
  placement: string;
  testId: string;
}

/**
 * A home page rail: the kit's rail of tiles, which lead to the product page and carry no cart button (the home page
 * loads no remote). Nothing when the rail is empty.
 */
export function HomeRail({ title, products, placement, testId }: HomeRailProps) {
  if (products.length === 0) return null;
  return (
    <Section data-testid={testId}>
      <KitRail title={title}>
        {products.map((product) => (
          <ProductTile key={product.code} product={product} placement={placement} withCartButton={false} />
        ))}
      </KitRail>
    </Section>
  );
}

/** Below the first screen on a phone: laid out and painted when scrolled near, not before the page's first paint. */
const Section = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ theme }) => theme.sizes.skipped.rail};
`;
