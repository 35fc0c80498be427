import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A fact only the shop's operator can fill in (company name, IČO / CUI, address, register entry).
 * Marked so nobody mistakes it for the real value before launch; docs/markets.md lists them all.
 */
export function OperatorPlaceholder({ children }: { children: ReactNode }) {
  return <Mark data-operator-placeholder="">[{children}]</Mark>;
}

const Mark = styled.mark`
  background: #fff3bf;
  color: #1f2328;
  padding: 0 2px;
`;
