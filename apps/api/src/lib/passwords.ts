import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1); argon2id is the library's default
 * algorithm, so its const enum is not imported (TypeScript 7, erasableSyntaxOnly).
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
