import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale, Market } from '@shop/shared/contract/common';
import { taskAddComment, taskCreate, taskDetail, taskList, taskUpdate, type TaskDetail, type TaskView } from '@shop/shared/contract/admin-tasks';
import type * as v from 'valibot';
import type { TaskInputSchema } from '@shop/shared/contract/admin-tasks';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { staffTaskComments, staffTasks } from '../db/schema/admin-ops';
import { users } from '../db/schema/users';
import { detailError, validationError } from '../http/http-error';
import { pagedList } from '../http/paged-list';
import { registerRoute } from '../http/register-route';
import { translate } from '../i18n/server-i18n';
import { localMoment } from '../i18n/market-clock';

type TaskBody = v.InferOutput<typeof TaskInputSchema>;

const assignees = aliasedTable(users, 'assignees');
const creators = aliasedTable(users, 'creators');

function today(market: Market): string {
  return localMoment(market).date;
}

function taskSelection(market: Market) {
  return {
    id: staffTasks.id,
    title: staffTasks.title,
    description: staffTasks.description,
    subject_kind: staffTasks.subjectKind,
    subject_ref: staffTasks.subjectRef,
    assignee: staffTasks.assigneeId,
    assignee_name: sql<string | null>`nullif(trim(${assignees.firstName} || ' ' || ${assignees.lastName}), '')`,
    assignee_email: assignees.email,
    due_date: staffTasks.dueDate,
    status: staffTasks.status,
    overdue: sql<boolean>`(${staffTasks.status} = 'open' and ${staffTasks.dueDate} is not null and ${staffTasks.dueDate} < ${today(market)}::date)`,
    created_by_email: creators.email,
    created_at: staffTasks.createdAt,
    closed_at: staffTasks.closedAt,
  };
}

function selectTasks(db: Db, market: Market) {
  return db
    .select(taskSelection(market))
    .from(staffTasks)
    .leftJoin(assignees, eq(assignees.id, staffTasks.assigneeId))
    .leftJoin(creators, eq(creators.id, staffTasks.createdById));
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

function taskBody(row: TaskRow) {
  const { assignee_email, ...rest } = row;
  return {
    ...rest,
    assignee_name: row.assignee_name ?? assignee_email ?? null,
    overdue: Boolean(row.overdue),
    created_at: new Date(row.created_at).toISOString(),
    closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
  };
}

function viewFilter(view: TaskView, market: Market, me: AuthUser) {
  switch (view) {
    case 'mine':
      return and(eq(staffTasks.assigneeId, me.id), eq(staffTasks.status, 'open'));
    case 'open':
      return eq(staffTasks.status, 'open');
    case 'overdue':
      return and(eq(staffTasks.status, 'open'), isNotNull(staffTasks.dueDate), lt(staffTasks.dueDate, today(market)));
    case 'done':
      return eq(staffTasks.status, 'done');
    default:
      return undefined;
  }
}

async function readTask(db: Db, market: Market, id: number, locale: Locale): Promise<TaskDetail> {
  const [row] = await selectTasks(db, market).where(and(eq(staffTasks.market, market), eq(staffTasks.id, id)));
  if (!row) throw detailError(404, translate(locale, 'api.not_found'));
  const comments = await db
    .select({ id: staffTaskComments.id, author_email: staffTaskComments.authorEmail, body: staffTaskComments.body, created_at: staffTaskComments.createdAt })
    .from(staffTaskComments)
    .where(eq(staffTaskComments.taskId, id))
    .orderBy(asc(staffTaskComments.id));
  return { ...taskBody(row), comments: comments.map((comment) => ({ ...comment, created_at: new Date(comment.created_at).toISOString() })) };
}

/**
 * The assignee must be an active staff member of this market (or of every market): 400 on the field, not a
 * foreign-key 500 or a task nobody can see (issue #33: the Czech picker offered the Romanian staff).
 */
async function checkedColumns(db: Db, market: Market, body: TaskBody, locale: Locale) {
  if (body.assignee !== null) {
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, body.assignee), inArray(users.role, ['staff', 'admin']), eq(users.active, true), or(eq(users.market, market), isNull(users.market))));
    if (!found) throw validationError({ assignee: [translate(locale, 'tasks.assignee_unknown')] });
  }
  return {
    title: body.title,
    description: body.description,
    subjectKind: body.subject_kind,
    subjectRef: body.subject_ref,
    assigneeId: body.assignee,
    dueDate: body.due_date,
    status: body.status,
  };
}

export function registerAdminTaskRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const market = () => app.config.market;

  registerRoute(app, taskList, ({ query, user }) => {
    const where = and(eq(staffTasks.market, market()), viewFilter(query.view, market(), user!));
    const ordering = query.ordering ?? 'due_date';
    const direction = ordering.startsWith('-') ? desc : asc;
    // Tasks without a due day come after the dated ones either way.
    const order = ordering.endsWith('due_date') ? [sql`${staffTasks.dueDate} is null`, direction(staffTasks.dueDate), asc(staffTasks.id)] : [direction(staffTasks.id)];
    return pagedList(
      query,
      async () => (await db().select({ rows: count() }).from(staffTasks).where(where))[0]?.rows ?? 0,
      async (limit, offset) => (await selectTasks(db(), market()).where(where).orderBy(...order).limit(limit).offset(offset)).map(taskBody),
    );
  });

  registerRoute(app, taskCreate, async ({ body, user, locale, reply }) => {
    const columns = await checkedColumns(db(), market(), body, locale);
    const [row] = await db()
      .insert(staffTasks)
      .values({ ...columns, market: market(), createdById: user!.id, closedAt: columns.status === 'done' ? new Date() : null })
      .returning({ id: staffTasks.id });
    reply.code(201);
    return readTask(db(), market(), row!.id, locale);
  });

  registerRoute(app, taskDetail, ({ params, locale }) => readTask(db(), market(), params.id, locale));

  registerRoute(app, taskUpdate, async ({ params, body, locale }) => {
    const columns = await checkedColumns(db(), market(), body, locale);
    const updated = await db()
      .update(staffTasks)
      // closed_at records when it was closed: kept while it stays done, cleared on reopening.
      .set({ ...columns, closedAt: columns.status === 'done' ? sql`coalesce(${staffTasks.closedAt}, now())` : null })
      .where(and(eq(staffTasks.market, market()), eq(staffTasks.id, params.id)))
      .returning({ id: staffTasks.id });
    if (updated.length === 0) throw detailError(404, translate(locale, 'api.not_found'));
    return readTask(db(), market(), params.id, locale);
  });

  registerRoute(app, taskAddComment, async ({ params, body, user, locale, reply }) => {
    const [task] = await db()
      .select({ id: staffTasks.id })
      .from(staffTasks)
      .where(and(eq(staffTasks.market, market()), eq(staffTasks.id, params.id)));
    if (!task) throw detailError(404, translate(locale, 'api.not_found'));
    await db().insert(staffTaskComments).values({ taskId: task.id, authorId: user!.id, authorEmail: user!.email, body: body.body });
    reply.code(201);
    return readTask(db(), market(), params.id, locale);
  });
}
