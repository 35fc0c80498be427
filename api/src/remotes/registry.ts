import { and, desc, eq, sql } from 'drizzle-orm';
import { CONTRACT_VERSION, contractCompatible } from '@shop/shared/contract/contract-version';
import type { RemoteState } from '@shop/shared/contract/remotes';
import type { Db } from '../db/database';
import { remoteActivations, remoteVersions } from '../db/schema/remotes';

/** The version in force of each remote that has been switched at least once (null version = the shop's own build). */
export interface ActiveRemote {
  version: string | null;
  entry: string | null;
  contract: string | null;
}

/** Why a registry change was refused; the route turns it into a 404 or 409 in the caller's language. */
export class RegistryRefusal extends Error {
  constructor(
    readonly reason: 'unknown_version' | 'version_exists' | 'incompatible' | 'nothing_to_roll_back',
    readonly values: Record<string, string> = {},
  ) {
    super(reason);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The newest activation of every remote, with the entry of its version: what `/remotes.json` serves. */
export async function activeRemotes(db: Db): Promise<Map<string, ActiveRemote>> {
  const rows = await db
    .selectDistinctOn([remoteActivations.name], {
      name: remoteActivations.name,
      version: remoteActivations.version,
      entry: remoteVersions.entry,
      contract: remoteVersions.contract,
    })
    .from(remoteActivations)
    .leftJoin(remoteVersions, and(eq(remoteVersions.name, remoteActivations.name), eq(remoteVersions.version, remoteActivations.version)))
    .orderBy(remoteActivations.name, desc(remoteActivations.id));
  return new Map(rows.map(({ name, ...active }) => [name, active]));
}

async function currentActivation(db: Db | Tx, name: string) {
  const [row] = await db.select().from(remoteActivations).where(eq(remoteActivations.name, name)).orderBy(desc(remoteActivations.id)).limit(1);
  return row;
}

/** One remote's versions (newest first), the one in force and what a rollback would go back to. */
export async function remoteState(db: Db | Tx, name: string): Promise<RemoteState> {
  const versions = await db.select().from(remoteVersions).where(eq(remoteVersions.name, name)).orderBy(desc(remoteVersions.deployedAt), desc(remoteVersions.version));
  const current = await currentActivation(db, name);
  const previous = current?.previousId ? (await db.select().from(remoteActivations).where(eq(remoteActivations.id, current.previousId)))[0] : undefined;
  const state: RemoteState = {
    name,
    active: current?.version ?? null,
    versions: versions.map((row) => ({
      version: row.version,
      entry: row.entry,
      contract: row.contract,
      compatible: contractCompatible(CONTRACT_VERSION, row.contract),
      deployed_at: row.deployedAt.toISOString(),
    })),
  };
  if (previous) state.rollback_to = previous.version;
  else if (current?.version) state.rollback_to = null;
  return state;
}

/** Names that have a registered version or an activation, sorted. */
export async function registeredNames(db: Db): Promise<string[]> {
  const rows = await db.execute(sql`SELECT name FROM remote_versions UNION SELECT name FROM remote_activations ORDER BY name`);
  return (rows as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

export async function registerVersion(db: Db, input: { name: string; version: string; entry: string; contract: string }): Promise<RemoteState> {
  const inserted = await db.insert(remoteVersions).values(input).onConflictDoNothing().returning({ version: remoteVersions.version });
  if (inserted.length === 0) throw new RegistryRefusal('version_exists', { name: input.name, version: input.version });
  return remoteState(db, input.name);
}

/** Two staff switching the same remote on two servers at once must not both read the same "previous". */
async function lockRemote(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`remote-registry:${name}`}))`);
}

function refuseIncompatible(name: string, version: string, contract: string): void {
  if (!contractCompatible(CONTRACT_VERSION, contract)) throw new RegistryRefusal('incompatible', { name, version, contract, shop: CONTRACT_VERSION });
}

export async function switchVersion(db: Db, name: string, version: string, userId: number | null): Promise<RemoteState> {
  return db.transaction(async (tx) => {
    await lockRemote(tx, name);
    const [target] = await tx.select().from(remoteVersions).where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
    if (!target) throw new RegistryRefusal('unknown_version', { name, version });
    refuseIncompatible(name, version, target.contract);
    const current = await currentActivation(tx, name);
    await tx.insert(remoteActivations).values({ name, version, previousId: current?.id ?? null, activatedBy: userId });
    return remoteState(tx, name);
  });
}

/** Back to what was in force before the current version: the row before it, or the shop's own build. */
export async function rollback(db: Db, name: string, userId: number | null): Promise<RemoteState> {
  return db.transaction(async (tx) => {
    await lockRemote(tx, name);
    const current = await currentActivation(tx, name);
    if (!current?.version && !current?.previousId) throw new RegistryRefusal('nothing_to_roll_back', { name });
    const previous = current.previousId ? (await tx.select().from(remoteActivations).where(eq(remoteActivations.id, current.previousId)))[0] : undefined;
    const version = previous?.version ?? null;
    if (version) {
      const [target] = await tx.select().from(remoteVersions).where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
      if (target) refuseIncompatible(name, version, target.contract);
    }
    await tx.insert(remoteActivations).values({ name, version, previousId: previous?.previousId ?? null, activatedBy: userId });
    return remoteState(tx, name);
  });
}
