import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The row of filters above a staff grid: a search landmark named after what it filters, each filter a label over
 * its control, as many a row as fit, one a row on a phone. Its filters are FilterSelect, FilterInput or Field.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Bar role="search" aria-label={label}>
      {children}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  && > * {
    flex: 1 1 12em; /* literal-ok: in em, a filter is as wide as about 12 characters of its own text */
    max-width: 20em; /* literal-ok: see above */
    min-width: 0;
    /* The bar's gap spaces the filters; a Field's own bottom margin would double it. */
    margin-bottom: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
    && > * {
      max-width: none;
    }
  }
`;
