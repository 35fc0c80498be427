import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Task, TaskSubjectKind } from '@shop/shared/contract/admin-tasks';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useToast } from '@shop/shared/ui/toast';
import { TaskComments } from './TaskComments';
import { bodyOf, draftOf, type TaskDraft } from './task-draft';
import { useActiveUsers, useTaskWrites } from './task-queries';

/** Create, edit, close or reopen a task (AT-T1); an existing task shows its comments below. */
export function TaskForm({ task, onDone }: { task: Task | null; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const writes = useTaskWrites();
  const activeUsers = useActiveUsers();
  const [draft, setDraft] = useState<TaskDraft>(draftOf(task));
  const [error, setError] = useState<unknown>(null);
  const errorsOf = (field: string) => fieldErrorsAt(isApiError(error) ? error.fieldErrors : null, [field]);
  const set = (patch: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async (status: TaskDraft['status']) => {
    setError(null);
    const body = bodyOf({ ...draft, status });
    try {
      if (task) await writes.update.mutateAsync({ params: { id: task.id }, body });
      else await writes.create.mutateAsync({ body });
      toast.show({ kind: 'success', message: status === 'done' && draft.status === 'open' ? t`Úkol byl uzavřen.` : t`Úkol byl uložen.` });
      onDone();
    } catch (caught) {
      setError(caught);
      if (!isApiError(caught) || caught.status !== 400) toast.show({ kind: 'error', message: firstErrorMessage(caught) ?? t`Úkol se nepodařilo uložit.` });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(draft.status);
  };

  const subjectOptions: { value: TaskSubjectKind; label: string }[] = [
    { value: 'none', label: t`Bez vazby` },
    { value: 'order', label: t`Objednávka` },
    { value: 'buyout', label: t`Výkup` },
    { value: 'service_order', label: t`Servisní zakázka` },
  ];

  return (
    <div>
      <form onSubmit={submit} aria-label={t`Úkol`} noValidate>
        <h2>{task ? <Trans>Upravit úkol</Trans> : <Trans>Nový úkol</Trans>}</h2>
        <Field label={t({ message: 'Název', context: 'task title' })} errors={errorsOf('title')} required>
          {(control) => <Input {...control} value={draft.title} onChange={(event) => set({ title: event.target.value })} />}
        </Field>
        <Field label={t`Popis`} errors={errorsOf('description')}>
          {(control) => <Input as="textarea" rows={4} {...control} value={draft.description} onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => set({ description: event.target.value })} />}
        </Field>
        <Field label={t`Týká se`} errors={errorsOf('subject_kind')}>
          {(control) => <Select {...control} value={draft.subject_kind} options={subjectOptions} onChange={(event) => set({ subject_kind: event.target.value as TaskSubjectKind })} />}
        </Field>
        {draft.subject_kind !== 'none' && (
          <Field label={t`Číslo`} errors={errorsOf('subject_ref')} required>
            {(control) => <Input {...control} value={draft.subject_ref} onChange={(event) => set({ subject_ref: event.target.value })} />}
          </Field>
        )}
        <Field label={t`Řešitel`} errors={errorsOf('assignee')}>
          {(control) => (
            <Select
              {...control}
              value={draft.assignee}
              placeholder={t`Nikdo`}
              options={(activeUsers.data?.results ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
              onChange={(event) => set({ assignee: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Termín`} errors={errorsOf('due_date')}>
          {(control) => <Input {...control} type="date" value={draft.due_date} onChange={(event) => set({ due_date: event.target.value })} />}
        </Field>
        <Button type="submit" busy={writes.create.isPending || writes.update.isPending}>
          <Trans>Uložit</Trans>
        </Button>{' '}
        {task && draft.status === 'open' && (
          <Button variant="secondary" onClick={() => void save('done')}>
            <Trans>Uzavřít úkol</Trans>
          </Button>
        )}
        {task && draft.status === 'done' && (
          <Button variant="secondary" onClick={() => void save('open')}>
            <Trans>Znovu otevřít</Trans>
          </Button>
        )}{' '}
        <Button variant="secondary" onClick={onDone}>
          <Trans>Zpět na seznam</Trans>
        </Button>
      </form>
      {task && <TaskComments task={task} />}
    </div>
  );
}
