import styled from 'styled-components';

/** A bordered group of related inputs with its legend as a bold title (a question, a form section). */
export const FramedFieldset = styled.fieldset`
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.spacing.xs};
  }
`;
