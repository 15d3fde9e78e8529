import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane). better-auth
// hashes and verifies every password through these two functions, so the
// whole platform writes one format: `$argon2id$v=19$m=19456,t=2,p=1$…`.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash that is not argon2 at all. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
