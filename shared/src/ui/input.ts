import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring';

/** Shared look of text inputs, text areas and selects; `aria-invalid` (set by Field) marks errors. */
export const controlStyle = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  box-sizing: border-box;
  ${focusRing}

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
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
  min-height: 96px;
  resize: vertical;
`;
