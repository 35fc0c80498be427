import { Trans } from '@lingui/react/macro';
import { Alert } from '@shop/shared/ui/alert';
import type { FormError } from '@shop/shared/query/form-error';

/** A refusal that belongs to no field: the server's text when it has one, else a general one. */
export function FormFailure({ error }: { error: Exclude<FormError, { kind: 'invalid' }> | null }) {
  if (!error) return null;
  return <Alert kind="error">{error.message ?? <Trans>Něco se nepovedlo. Zkuste to prosím znovu.</Trans>}</Alert>;
}
