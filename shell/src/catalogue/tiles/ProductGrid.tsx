import styled from 'styled-components';
import { FIRST_SCREEN_TILES } from './ProductTile';

/**
 * Tiles in columns: 2 on phones, more as the screen widens (spec section 9 breakpoints). The tiles after the first
 * screen's (FIRST_SCREEN_TILES) are laid out and painted only when scrolled near: a listing's 20 tiles made the
 * first layout on a slow phone, before its first paint, several times longer than the first screen needs.
 */
export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  list-style: none;
  margin: 0;
  padding: 0;
  > li:nth-child(n + ${FIRST_SCREEN_TILES + 1}) {
    content-visibility: auto;
    contain-intrinsic-size: auto ${({ theme }) => theme.sizes.skipped.tile};
  }
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
