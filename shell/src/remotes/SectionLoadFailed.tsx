import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/shared/ui/button';
import { Alert } from '@shop/shared/ui/alert';

/** What a part of a page shows when its code could not be fetched or threw: the rest of the shop goes on. */
export function SectionLoadFailed({ retry }: { retry: () => void }) {
  return (
    <div data-testid="remote-fallback">
      <Alert kind="error">
        <p>
          <Trans>Tuto část stránky se teď nepodařilo načíst. Zbytek obchodu funguje dál.</Trans>
        </p>
        <Button type="button" onClick={retry}>
          <Trans>Zkusit znovu</Trans>
        </Button>
      </Alert>
    </div>
  );
}
