import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** A kit icon, drawn large above the title. */
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** The way forward: a ButtonLink or Button ("Pokračovat v nákupu"). An empty state without one is a dead end. */
  action: ReactNode;
  headingLevel?: 2 | 3;
}

/** What a list or page shows when it has nothing: says so, says why if it can, and offers the next step. */
export function EmptyState({ icon, title, children, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Box data-testid="empty-state">
      {icon && <Icon>{icon}</Icon>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {children && <Text>{children}</Text>}
      <div>{action}</div>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.smd};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0;
  max-width: 40ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;
