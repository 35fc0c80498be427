import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring';

/** Shared look of text inputs, text areas and selects; `aria-invalid` (set by Field) marks errors. */
export const controlStyle = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  box-sizing: border-box;
  ${focusRing}

  &[aria-invalid='true'] {
    border: ${({ theme }) => theme.borders.strong} solid ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlStyle}
`;

export const TextArea = styled.textarea`
  ${controlStyle}
  min-height: calc(2 * ${({ theme }) => theme.sizes.control.lg});
  resize: vertical;
`;
