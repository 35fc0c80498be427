// `pnpm -C api run remotes list | switch <name> <version> | rollback <name> | register <name> <version> <entry> <contract>`
// Talks to a running shop with a staff login, through the same staff calls as any admin tool, so it works the same
// on the embedded database (held by the server process) and on PostgreSQL with several servers.
import { remotesList, remotesRegister, remotesRollback, remotesSwitch, type RemoteState } from '@shop/shared/contract/remotes';
import { StaffClient } from './staff-client';

const USAGE = `Usage: pnpm -C api run remotes <command>
  list                                         every remote, its versions and the one in force
  switch <name> <version>                      put a deployed version in force (at the next page load)
  rollback <name>                              back to the version in force before the last switch
  register <name> <version> <entry> <contract> record a deployed folder (pnpm -C mf-<name> run deploy does it)
Environment: SHOP_URL (default http://127.0.0.1:$PORT, PORT default 8080), STAFF_EMAIL (default staff@example.com), STAFF_PASSWORD`;

const withName = (routePath: string, name: string) => routePath.replace(':name', encodeURIComponent(name));

function describe(state: RemoteState): string {
  const lines = [`${state.name}: ${state.active ?? "the shop's own build"} in force`];
  if (state.rollback_to !== undefined) lines.push(`  rollback goes to: ${state.rollback_to ?? "the shop's own build"}`);
  for (const version of state.versions) {
    const marks = [version.version === state.active ? 'in force' : '', version.compatible ? '' : 'INCOMPATIBLE'].filter(Boolean).join(', ');
    lines.push(`  ${version.version}  contract ${version.contract}  ${version.deployed_at}  ${version.entry}${marks ? `  (${marks})` : ''}`);
  }
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const expected = { list: 0, switch: 2, rollback: 1, register: 4 }[command ?? ''];
  if (expected === undefined || rest.length !== expected) {
    console.error(USAGE);
    return 2;
  }
  const password = process.env.STAFF_PASSWORD;
  if (!password) {
    console.error('STAFF_PASSWORD is not set: the registry is changed by a staff login.');
    return 2;
  }
  const baseUrl = process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const client = await StaffClient.login(baseUrl, process.env.STAFF_EMAIL ?? 'staff@example.com', password);
  const [name = '', version = '', entry = '', contract = ''] = rest;
  const answer =
    command === 'list'
      ? await client.call('GET', remotesList.path)
      : command === 'switch'
        ? await client.call('POST', withName(remotesSwitch.path, name), { version })
        : command === 'rollback'
          ? await client.call('POST', withName(remotesRollback.path, name))
          : await client.call('POST', withName(remotesRegister.path, name), { version, entry, contract });
  if (answer.status >= 400) {
    console.error(`${command} refused (${answer.status}): ${JSON.stringify(answer.body)}`);
    return 1;
  }
  if (command === 'list') {
    const { contract: shopContract, remotes } = answer.body as { contract: string; remotes: RemoteState[] };
    console.log(`The shop speaks contract ${shopContract}.`);
    for (const state of remotes) console.log(describe(state));
  } else console.log(describe(answer.body as RemoteState));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
