import { parseArgs } from 'node:util';
import { useGreekMessages } from '@tennis/contracts';
import { ConfigurationError, loadEnv } from '../config/env.js';
import { createDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { HttpError } from '../lib/http-error.js';
import { createAdmin } from './create-admin.js';
import { readPasswordFromStdin, readPasswordWithoutEcho } from './read-password.js';

// `npm run create-admin -- --email … --name … --surname … [--password-stdin]`:
// the first admin of a server, on the database the environment names
// (DATABASE_URL, or the embedded one under DATA_DIR), migrated first. The
// password never appears on the command line (where `ps` and the shell history
// would keep it): it is typed at a prompt that does not echo it, or piped in.
// Prints the new user's id, the value GOD_USER_ID needs in live.

const USAGE = 'Usage: npm run create-admin -- --email <email> --name <name> --surname <surname> [--password-stdin]';

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readPasswordFromStdin(process.stdin);
  if (!process.stdin.isTTY) throw new UsageError('No terminal to type the password in: pipe it with --password-stdin.');
  const password = await readPasswordWithoutEcho('Password: ');
  const again = await readPasswordWithoutEcho('Password again: ');
  if (password !== again) throw new UsageError('The two passwords differ.');
  return password;
}

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      surname: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  const { email, name, surname } = values;
  if (!email || !name || !surname) throw new UsageError(USAGE);
  useGreekMessages();
  const env = loadEnv();
  const password = await readPassword(values['password-stdin']);
  const database = await createDatabase(env);
  try {
    await migrateDatabase(database);
    const { id } = await createAdmin(database.db, { email, name, surname, password });
    console.log(`Admin ${email.toLowerCase()} created with id ${id}.`);
    console.log(`For live, set GOD_USER_ID=${id}.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof HttpError) {
    const lines = Object.entries(error.errors ?? { '': [error.message] }).flatMap(([field, messages]) =>
      messages.map((message) => (field ? `${field}: ${message}` : message)),
    );
    console.error(`No admin created:\n${lines.join('\n')}`);
  } else if (error instanceof UsageError || error instanceof ConfigurationError || isArgumentError(error)) {
    console.error((error as Error).message);
  } else throw error;
  process.exitCode = 1;
}

/** parseArgs' refusal of an unknown or malformed option. */
function isArgumentError(error: unknown): boolean {
  return error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
}
