import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { IdNumberSchema, IdParamSchema, IsoDateSchema } from './input';
import { pagedQuerySchema, pagedResponseSchema } from './paged';
import { defineRoute } from './route';

// Tasks admin (issue #11, AT-T1; the spec names the screen only). A task is a staff to-do of the market,
// optionally about an order, a buyout or a service order, with an assignee, a due day, open/done and
// comments. Every staff member sees and edits every task of the market. docs/admin-tools.md.

const BASE = '/api/new/admin/tasks';

export const TASK_SUBJECT_KINDS = ['none', 'order', 'buyout', 'service_order'] as const;
export const TaskSubjectKindSchema = v.picklist(TASK_SUBJECT_KINDS, 'must_be_literal');
export type TaskSubjectKind = v.InferOutput<typeof TaskSubjectKindSchema>;

export const TaskStatusSchema = v.picklist(['open', 'done'], 'must_be_literal');
export type TaskStatus = v.InferOutput<typeof TaskStatusSchema>;

export const TaskSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  subject_kind: TaskSubjectKindSchema,
  subject_ref: v.string(),
  assignee: v.nullable(v.number()),
  assignee_name: v.nullable(v.string()),
  /** Market calendar day `YYYY-MM-DD`. */
  due_date: v.nullable(v.string()),
  status: TaskStatusSchema,
  /** Open and its due day has passed in the market's time zone. */
  overdue: v.boolean(),
  created_by_email: v.nullable(v.string()),
  created_at: v.string(),
  closed_at: v.nullable(v.string()),
});
export type Task = v.InferOutput<typeof TaskSchema>;

export const TaskCommentSchema = v.object({ id: v.number(), author_email: v.string(), body: v.string(), created_at: v.string() });
export type TaskComment = v.InferOutput<typeof TaskCommentSchema>;

export const TaskDetailSchema = v.object({ ...TaskSchema.entries, comments: v.array(TaskCommentSchema) });
export type TaskDetail = v.InferOutput<typeof TaskDetailSchema>;

export const TASK_ORDERINGS = ['due_date', '-due_date', 'id', '-id'] as const;

/** `view`: mine = open tasks assigned to me, open, overdue, done, all. */
export const TASK_VIEWS = ['mine', 'open', 'overdue', 'done', 'all'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const taskList = defineRoute({
  name: 'admin-tasks.list',
  method: 'GET',
  path: `${BASE}/`,
  auth: 'staff',
  query: pagedQuerySchema(TASK_ORDERINGS, { view: v.optional(v.picklist(TASK_VIEWS, 'must_be_literal'), 'open') }),
  response: pagedResponseSchema(TaskSchema),
});

export const TaskInputSchema = v.pipe(
  v.object({
    title: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(200, 'max_length')),
    description: v.optional(v.pipe(textInput, v.trim(), v.maxLength(5000, 'max_length')), ''),
    subject_kind: v.optional(TaskSubjectKindSchema, 'none'),
    subject_ref: v.optional(v.pipe(textInput, v.trim(), v.maxLength(40, 'max_length')), ''),
    /** null: nobody yet. Must be an active staff member. */
    assignee: v.optional(v.nullable(IdNumberSchema), null),
    due_date: v.optional(v.nullable(IsoDateSchema), null),
    status: v.optional(TaskStatusSchema, 'open'),
  }),
  // A subject needs its number, and "none" keeps no stray number.
  v.forward(
    v.check((task) => task.subject_kind === 'none' || task.subject_ref !== '', 'required'),
    ['subject_ref'],
  ),
  v.transform((task) => ({ ...task, subject_ref: task.subject_kind === 'none' ? '' : task.subject_ref })),
);
export type TaskInput = v.InferInput<typeof TaskInputSchema>;

export const taskCreate = defineRoute({
  name: 'admin-tasks.create',
  method: 'POST',
  path: `${BASE}/`,
  auth: 'staff',
  body: TaskInputSchema,
  response: TaskDetailSchema,
});

const idParams = v.object({ id: IdParamSchema });

export const taskDetail = defineRoute({
  name: 'admin-tasks.detail',
  method: 'GET',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  response: TaskDetailSchema,
});

/** Edit or close (`status: 'done'`) or reopen. */
export const taskUpdate = defineRoute({
  name: 'admin-tasks.update',
  method: 'PATCH',
  path: `${BASE}/:id/`,
  auth: 'staff',
  params: idParams,
  body: TaskInputSchema,
  response: TaskDetailSchema,
});

export const taskAddComment = defineRoute({
  name: 'admin-tasks.add-comment',
  method: 'POST',
  path: `${BASE}/:id/comments/`,
  auth: 'staff',
  params: idParams,
  body: v.object({ body: v.pipe(textInput, v.trim(), v.nonEmpty('required'), v.maxLength(2000, 'max_length')) }),
  response: TaskDetailSchema,
});
