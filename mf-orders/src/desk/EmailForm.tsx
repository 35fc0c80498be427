import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Input } from '@shop/shared/ui/input';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import type { useDeskChanges } from './queries';
import { useErrorTexts } from './use-error-texts';

/** O-S14: a plain-text e-mail to the customer; the text stays typed until the server took it. */
export function EmailForm({ orderNumber, email, send }: { orderNumber: string; email: string; send: ReturnType<typeof useDeskChanges>['email'] }) {
  const { t } = useLingui();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const errors = useErrorTexts(send.error);
  const fieldMessages = errors.field('subject').length + errors.field('message').length;
  return (
    <form
      aria-label={t`E-mail zákazníkovi`}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { params: { order_number: orderNumber }, body: { subject, message } },
          {
            onSuccess: () => {
              setSubject('');
              setMessage('');
            },
          },
        );
      }}
    >
      <p>
        <Trans>Komu: {email}</Trans>
      </p>
      <Field label={t`Předmět`} errors={errors.field('subject')} required>
        {(control) => <Input {...control} value={subject} maxLength={150} onChange={(event) => setSubject(event.target.value)} />}
      </Field>
      <Field label={t`Zpráva`} errors={errors.field('message')} required>
        {(control) => <textarea {...control} rows={5} value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} />}
      </Field>
      {errors.general && fieldMessages === 0 && <Alert kind="error">{errors.general}</Alert>}
      {send.isSuccess && <Alert kind="success">{t`E-mail byl odeslán.`}</Alert>}
      <Button type="submit" busy={send.isPending}>
        <Trans>Odeslat e-mail</Trans>
      </Button>
    </form>
  );
}
