import styled from 'styled-components';

// Layout pieces both staff desks share: the filter row above a grid and the facts list of a detail.

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  input,
  select {
    max-width: 100%;
    min-height: 44px;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    & > * {
      min-width: 0;
    }
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
