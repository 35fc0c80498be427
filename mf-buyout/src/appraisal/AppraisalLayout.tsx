import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The seven questions with the grade and price kept in sight while answering them: a sticky
 * column beside the questions on wider screens, a bar stuck to the bottom of the screen on
 * phones (it follows the questions, so it ends where they end). The summary stays one element
 * with or without questions, so its live region is never remounted and the first price is announced.
 */
export function AppraisalLayout({ questions, summary }: { questions: ReactNode; summary: ReactNode }) {
  return (
    <Layout data-questions={questions !== null}>
      <div>{questions}</div>
      <Summary data-testid="buyout-summary">{summary}</Summary>
    </Layout>
  );
}

const Layout = styled.div`
  &[data-questions='true'] {
    ${({ theme }) => theme.media.notMobile} {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(${({ theme }) => theme.sizes.column.lg}, ${({ theme }) => theme.sizes.column.xl});
      gap: ${({ theme }) => theme.spacing.lg};
      align-items: start;
    }
  }
`;

const Summary = styled.div`
  position: sticky;
  z-index: 1;
  ${({ theme }) => theme.media.notMobile} {
    top: ${({ theme }) => theme.spacing.md};
  }
  ${({ theme }) => theme.media.mobile} {
    bottom: 0;
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.stickyBottom};
    h2 {
      margin: 0;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
    p {
      margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    }
    section {
      margin-bottom: 0;
      padding: ${({ theme }) => theme.spacing.sm};
    }
  }
`;
