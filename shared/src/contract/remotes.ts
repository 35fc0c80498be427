import * as v from 'valibot';
import { textInput } from '../validation/storable-text';
import { CONTRACT_VERSION_PATTERN } from './contract-version';
import { defineRoute } from './route';

// The registry of independently deployed remote versions (docs/deploy.md, "Independent deploys"): a deploy
// registers a version, staff switch a remote to it or roll back; `/remotes.json` follows at the next page load.

/** `mf-service`: the folder name of a remote package. */
export const RemoteNameSchema = v.pipe(textInput, v.regex(/^mf-[a-z0-9]+(-[a-z0-9]+)*$/, 'invalid'), v.maxLength(64, 'max_length'));

/** A folder name: `0.1.0-20261124T153000Z`, letters, digits, dot, dash, underscore. */
export const RemoteVersionSchema = v.pipe(textInput, v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'invalid'));

/** `major.minor` of @shop/shared's contract the build saw (contract-version.ts). */
export const ContractVersionSchema = v.pipe(textInput, v.regex(CONTRACT_VERSION_PATTERN, 'invalid'));

/** The remote's mf-manifest.json: a path on this shop (`/deployed/...`) or an https/http URL of a static host or CDN. */
export const RemoteEntrySchema = v.pipe(
  textInput,
  v.maxLength(2000, 'max_length'),
  v.check((entry) => /^\/[^/]/.test(entry) || URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol), 'invalid'),
  v.check((entry) => entry.endsWith('/mf-manifest.json'), 'invalid'),
);

/** `/remotes.json`: what the shell registers with the federation runtime and checks before it loads a remote. */
export const RemotesJsonSchema = v.record(
  v.string(),
  v.object({
    entry: v.string(),
    /** Null only for a developer's REMOTE_URL_<NAME> override, which declares nothing. */
    contract: v.nullable(v.string()),
  }),
);
export type RemotesJson = v.InferOutput<typeof RemotesJsonSchema>;

export const RemoteVersionInfoSchema = v.object({
  version: v.string(),
  entry: v.string(),
  contract: v.string(),
  /** Whether this shop's contract accepts it (a switch to an incompatible version is refused). */
  compatible: v.boolean(),
  deployed_at: v.pipe(v.string(), v.isoTimestamp()),
});

export const RemoteStateSchema = v.object({
  name: v.string(),
  /** The version in force; null while the shop serves the remote's own build (`/mf/<name>/`). */
  active: v.nullable(v.string()),
  /** What a rollback goes back to; null = the shop's own build, absent when there is nothing to go back to. */
  rollback_to: v.optional(v.nullable(v.string())),
  versions: v.array(RemoteVersionInfoSchema),
});
export type RemoteState = v.InferOutput<typeof RemoteStateSchema>;

/** Every remote that has a build or a registered version, newest versions first. */
export const remotesList = defineRoute({
  name: 'remotes.list',
  method: 'GET',
  path: '/api/new/core/remotes/',
  auth: 'staff',
  response: v.object({ contract: v.string(), remotes: v.array(RemoteStateSchema) }),
});

/** A deploy registers its versioned folder (scripts/deploy-remote.mjs). 409 when the version exists: versions are immutable. */
export const remotesRegister = defineRoute({
  name: 'remotes.register',
  method: 'POST',
  path: '/api/new/core/remotes/:name/versions/',
  auth: 'staff',
  params: v.object({ name: RemoteNameSchema }),
  body: v.object({ version: RemoteVersionSchema, entry: RemoteEntrySchema, contract: ContractVersionSchema }, 'required'),
  response: RemoteStateSchema,
});

/** Puts a registered version in force. 404 for an unknown version, 409 when its contract is incompatible. */
export const remotesSwitch = defineRoute({
  name: 'remotes.switch',
  method: 'POST',
  path: '/api/new/core/remotes/:name/switch/',
  auth: 'staff',
  params: v.object({ name: RemoteNameSchema }),
  body: v.object({ version: RemoteVersionSchema }, 'required'),
  response: RemoteStateSchema,
});

/** Goes back to the version in force before the last switch (the shop's own build if none). 409 when there is none. */
export const remotesRollback = defineRoute({
  name: 'remotes.rollback',
  method: 'POST',
  path: '/api/new/core/remotes/:name/rollback/',
  auth: 'staff',
  params: v.object({ name: RemoteNameSchema }),
  response: RemoteStateSchema,
});
