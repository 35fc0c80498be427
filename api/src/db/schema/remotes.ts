import { foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every deployed build of a remote: an immutable versioned folder (scripts/deploy-remote.mjs) and what it was built against. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    /** URL of the version's mf-manifest.json: `/deployed/<name>/<version>/...` or a CDN address. */
    entry: text('entry').notNull(),
    /** `major.minor` of @shop/shared's CONTRACT_VERSION the build saw. */
    contract: text('contract').notNull(),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.version] })],
);

/**
 * The switch, as a log: the newest row of a remote is the version in force (null = the shop's own build under
 * `/mf/<name>/`); `previous_id` is the row that was in force before, so a rollback walks back one step at a time.
 */
export const remoteActivations = pgTable(
  'remote_activations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    version: text('version'),
    previousId: integer('previous_id').references((): AnyPgColumn => remoteActivations.id),
    activatedBy: integer('activated_by').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remote_activations_name_id_idx').on(table.name, table.id),
    foreignKey({ columns: [table.name, table.version], foreignColumns: [remoteVersions.name, remoteVersions.version] }),
  ],
);
