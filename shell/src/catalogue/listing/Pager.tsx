import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../routing/router';

/** Previous / next page as real links (shareable, middle-click), with where the visitor is. */
export function Pager({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t`Stránkování`}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          <Trans>Předchozí strana</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        <Trans>
          Strana {page} z {pageCount}
        </Trans>
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next">
          <Trans>Další strana</Trans>
        </Link>
      ) : (
        <span />
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin: ${({ theme }) => theme.spacing.lg} 0;
  a {
    min-height: ${({ theme }) => theme.sizes.control.md};
    display: inline-flex;
    align-items: center;
  }
`;
