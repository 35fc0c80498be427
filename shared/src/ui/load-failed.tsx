import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';

/** What a part of the page shows when its data could not be loaded: what failed, and a retry. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert kind="error">
      {children}{' '}
      <Button variant="link" onClick={onRetry}>
        <Trans>Zkusit znovu</Trans>
      </Button>
    </Alert>
  );
}
