import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { taskDetail, type Task } from '@shop/shared/contract/admin-tasks';
import { useApiClient } from '@shop/shared/http/api-provider';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { queryFor } from '@shop/shared/query/route-query';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { useToast } from '@shop/shared/ui/toast';
import { useTaskWrites } from './task-queries';

/** A task's comments (plain text, never HTML) and a box to add one; the text stays if saving fails. */
export function TaskComments({ task }: { task: Task }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { comment } = useTaskWrites();
  const detail = useQuery({ ...queryFor(useApiClient(), taskDetail, { params: { id: task.id } }) });
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await comment.mutateAsync({ params: { id: task.id }, body: { body: text } });
      setText('');
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Komentář se nepodařilo uložit.` });
    }
  };

  const comments = detail.data?.comments ?? [];
  return (
    <section aria-label={t`Komentáře`}>
      <h3>
        <Trans>Komentáře</Trans>
      </h3>
      {comments.length === 0 ? (
        <p>
          <Trans>Zatím bez komentářů.</Trans>
        </p>
      ) : (
        <ul>
          {comments.map((row) => (
            <li key={row.id}>
              <strong>{row.author_email}</strong> ({i18n.date(row.created_at, { dateStyle: 'short', timeStyle: 'short' })}): <span style={{ whiteSpace: 'pre-wrap' }}>{row.body}</span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label={t`Nový komentář`} noValidate>
        <Field label={t`Komentář`} errors={fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, ['body'])} required>
          {(control) => <Input as="textarea" rows={3} {...control} value={text} onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value)} />}
        </Field>
        <Button type="submit" busy={comment.isPending}>
          <Trans>Přidat komentář</Trans>
        </Button>
      </form>
    </section>
  );
}
