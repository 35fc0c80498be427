import { Plural, Trans } from '@lingui/react/macro';
import type { PurgeResponse } from '@shop/shared/contract/purge';
import { Alert } from '@shop/shared/ui/alert';

/** The success message: what was purged, how many of the shop's answers went, and where the CDN purge went. */
export function PurgeSucceeded({ result }: { result: PurgeResponse }) {
  const what =
    result.mode === 'full' ? (
      <Trans>Celá cache byla vyčištěna.</Trans>
    ) : result.mode === 'url' ? (
      <Trans>Vyčištěna adresa {result.url}.</Trans>
    ) : (
      <Trans>Vyčištěny klíče: {result.keys.join(', ')}.</Trans>
    );
  const entries = result.local_entries;
  return (
    <Alert kind="success">
      <p>
        {what} {result.soft_purge && <Trans>(měkce: obsah se obnoví při dalším požadavku)</Trans>}
      </p>
      <p>
        <Plural value={entries} one="Z cache obchodu odstraněna # odpověď." few="Z cache obchodu odstraněny # odpovědi." other="Z cache obchodu odstraněno # odpovědí." />{' '}
        {result.cdn.target === 'fastly' ? <Trans>Fastly čištění přijal.</Trans> : <Trans>Fastly není nastaven: čištění zaznamenal místní zástupce.</Trans>}
      </p>
    </Alert>
  );
}

/** Spec 8: alert "Failed to purge cache" with the error. */
export function PurgeFailed({ message }: { message: string | null }) {
  return (
    <Alert kind="error" title={<Trans>Cache se nepodařilo vyčistit</Trans>}>
      {message ?? <Trans>Server neodpověděl. Zkontrolujte připojení a zkuste to znovu.</Trans>}
    </Alert>
  );
}
