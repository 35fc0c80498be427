import { css } from 'styled-components';

/** One visible keyboard focus style for every control. */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
`;
