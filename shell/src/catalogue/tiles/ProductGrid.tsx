import styled from 'styled-components';

/** Tiles in columns: 2 on phones, more as the screen widens (spec section 9 breakpoints). */
export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.notMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
