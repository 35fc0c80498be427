import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Database } from '../../db/database';
import { hashPassword } from '../../auth/password';
import { freshIp } from '../../test-support/public-request';
import { TEST_CUSTOMER, TEST_STAFF } from '../../test-support/test-database';

export type Role = 'anonymous' | 'customer' | 'staff' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'customer', 'staff', 'admin'];

const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-1!' } as const;

/** What a browser of that role sends: its cookies and the CSRF header the shop's client adds. */
export interface Identity {
  role: Role;
  cookies: Record<string, string>;
  csrfToken: string;
}

/** Adds the admin account the seed does not make (the seed has one staff and one customer). */
export async function addAdmin(database: Database): Promise<void> {
  await database.db.insert(users).values({ email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password), role: 'admin' }).onConflictDoNothing();
}

const accounts = { customer: TEST_CUSTOMER, staff: TEST_STAFF, admin: ADMIN } as const;

function cookiesOf(response: LightMyRequestResponse, into: Record<string, string>): Record<string, string> {
  for (const cookie of response.cookies as { name: string; value: string }[]) into[cookie.name] = cookie.value;
  return into;
}

/** The suite accounts' ids, learnt at their first login. */
const accountIds = new Map<string, number>();

/**
 * A generated admin save (admin-users.save) may rename, demote or deactivate one of the suite's own
 * accounts, which ends its sessions like a fuzzed logout does; as after a logout, the suite logs in again,
 * so the account is first put back as it was.
 */
async function restoreAccount(app: FastifyInstance, role: Exclude<Role, 'anonymous'>): Promise<void> {
  const id = accountIds.get(`${role}:${accounts[role].email}`);
  if (id === undefined) return;
  await app.database.db.update(users).set({ email: accounts[role].email, role, active: true }).where(eq(users.id, id));
}

/** A fresh session of the role (anonymous: the plain double-submit cookie), each from a new client address so the login limit does not bite. */
export async function signIn(app: FastifyInstance, role: Role): Promise<Identity> {
  const cookies = cookiesOf(await app.inject({ url: '/api/new/auth/me/', remoteAddress: freshIp() }), {});
  if (role !== 'anonymous') {
    await restoreAccount(app, role);
    const response = await app.inject({
      method: 'POST',
      url: '/api/new/auth/login/',
      payload: { email: accounts[role].email, password: accounts[role].password },
      headers: { 'x-csrftoken': cookies.csrftoken ?? '' },
      cookies,
      remoteAddress: freshIp(),
    });
    if (response.statusCode !== 200) throw new Error(`login as ${role}: ${response.statusCode} ${response.body}`);
    accountIds.set(`${role}:${accounts[role].email}`, (response.json() as { user: { id: number } }).user.id);
    cookiesOf(response, cookies);
  }
  return { role, cookies, csrfToken: cookies.csrftoken ?? '' };
}

/** Whether the identity's session still works (a fuzzed logout ends it). */
export async function stillSignedIn(app: FastifyInstance, identity: Identity): Promise<boolean> {
  const response = await app.inject({ url: '/api/new/auth/me/', cookies: identity.cookies, remoteAddress: freshIp() });
  return response.statusCode === 200 && (response.json() as { user: unknown }).user !== null;
}
