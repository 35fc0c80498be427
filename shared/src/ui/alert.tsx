import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertKind = 'error' | 'info' | 'success';

const palette = {
  error: { accent: 'danger', surface: 'dangerSurface' },
  info: { accent: 'info', surface: 'infoSurface' },
  success: { accent: 'success', surface: 'successSurface' },
} as const;

const Box = styled.div<{ $kind: AlertKind }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-left: ${({ theme }) => theme.borders.accent} solid ${({ theme, $kind }) => theme.colors[palette[$kind].accent]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $kind }) => theme.colors[palette[$kind].surface]};
  color: ${({ theme }) => theme.colors.text};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-weight: 700;
`;

/**
 * A message box. Errors use role="alert" so screen readers announce them at once;
 * info and success use role="status", which waits for a pause.
 */
export function Alert({ kind = 'info', title, children }: { kind?: AlertKind; title?: ReactNode; children: ReactNode }) {
  return (
    <Box role={kind === 'error' ? 'alert' : 'status'} $kind={kind}>
      {title && <Title>{title}</Title>}
      {children}
    </Box>
  );
}
