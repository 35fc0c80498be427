import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

type Name = { label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined };

/**
 * A data table that scrolls sideways inside its own box on a narrow screen instead of widening the page. The box is
 * a named, focusable region, because a keyboard user can scroll only what takes focus (axe
 * `scrollable-region-focusable`).
 */
export function TableScroll({ children, label, labelledBy }: Name & { children: ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </Box>
  );
}

const Box = styled.div`
  overflow-x: auto;
  ${focusRing}
  table {
    border-collapse: collapse;
    width: 100%;
  }
  caption {
    text-align: start;
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;
