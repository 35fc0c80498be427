import { useId } from 'react';
import styled from 'styled-components';
import type { ProductTile as Tile } from '@shop/shared/contract/catalogue';
import { ProductTile } from '../catalogue/tiles/ProductTile';

interface ProductRailProps {
  title: string;
  products: Tile[];
  /** Analytics placement of the tiles (`home_offers`...). */
  placement: string;
  testId: string;
}

/**
 * A titled row of tiles that scrolls sideways (touch, trackpad, or Tab through the tiles: the scroller follows focus),
 * snapping to a tile. The tiles lead to the product page and carry no cart button: the home page loads no remote.
 * Nothing when the rail is empty.
 */
export function ProductRail({ title, products, placement, testId }: ProductRailProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      <Scroller>
        {products.map((product) => (
          <Item key={product.code}>
            <ProductTile product={product} placement={placement} withCartButton={false} />
          </Item>
        ))}
      </Scroller>
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.lg} 0;
`;

const Scroller = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(170px, 46%);
  gap: ${({ theme }) => theme.spacing.md};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.sm};
  ${({ theme }) => theme.media.notMobile} {
    grid-auto-columns: minmax(200px, 23%);
  }
`;

const Item = styled.li`
  display: grid;
  scroll-snap-align: start;
`;
