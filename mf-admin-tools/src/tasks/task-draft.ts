import type { Task, TaskInput, TaskStatus, TaskSubjectKind } from '@shop/shared/contract/admin-tasks';

/** The task form's fields as typed: strings, so nothing the user typed is lost on a 400. */
export interface TaskDraft {
  title: string;
  description: string;
  subject_kind: TaskSubjectKind;
  subject_ref: string;
  assignee: string;
  due_date: string;
  status: TaskStatus;
}

export function draftOf(task: Task | null): TaskDraft {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    subject_kind: task?.subject_kind ?? 'none',
    subject_ref: task?.subject_ref ?? '',
    assignee: task?.assignee === null || !task ? '' : String(task.assignee),
    due_date: task?.due_date ?? '',
    status: task?.status ?? 'open',
  };
}

export function bodyOf(draft: TaskDraft): TaskInput {
  return {
    ...draft,
    assignee: draft.assignee === '' ? null : Number(draft.assignee),
    due_date: draft.due_date === '' ? null : draft.due_date,
  };
}
