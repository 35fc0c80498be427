import styled from 'styled-components';

/**
 * The staff tools' one look (the category tree, the admin tools, the order, buyout, service and goods-in desks): the
 * page's title, a toolbar of actions and filters, and data in the kit's tables (`TableScroll`, `PagedGrid`), so three
 * remotes read as one tool.
 */
export const StaffTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** A row of actions and filters above the data; wraps on a narrow screen, aligned on the fields' baseline. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
