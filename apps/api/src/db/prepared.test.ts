import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { DatabaseHandle } from './client.ts';
import { type LiteralKind, preparedStatement } from './prepared.ts';
import { users } from './schema.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const userByIdAndEmailHash = preparedStatement(
  'test_user_by_id',
  (db) =>
    db
      .select({
        id_utente: users.id_utente,
        email: users.email,
        kind: sql<string>`${sql.placeholder('hash')}`,
      })
      .from(users)
      .where(eq(users.id_utente, sql.placeholder('userId'))),
  { userId: 'integer', hash: 'hex' },
  ['id_utente', 'email', 'kind'],
);

async function someUser() {
  const [row] = await handle.db.select({ id: users.id_utente, email: users.email }).from(users).limit(1);
  if (row === undefined) throw new Error('the test database has no user');
  return row;
}

describe('a statement prepared once per database', () => {
  it('answers the row its placeholders select, named by the selection keys', async () => {
    const user = await someUser();
    const rows = await userByIdAndEmailHash(handle.db, { userId: user.id, hash: 'ab12' });
    expect(rows).toEqual([{ id_utente: user.id, email: user.email, kind: 'ab12' }]);
  });

  it('answers alike when called again (the second call executes the prepared statement)', async () => {
    const user = await someUser();
    const first = await userByIdAndEmailHash(handle.db, { userId: user.id, hash: 'cd' });
    const second = await userByIdAndEmailHash(handle.db, { userId: user.id, hash: 'cd' });
    expect(second).toEqual(first);
  });

  it('answers no rows when nothing matches', async () => {
    expect(await userByIdAndEmailHash(handle.db, { userId: 2_000_000_000, hash: 'ef' })).toEqual([]);
  });

  const refused: [string, Record<string, unknown>][] = [
    ['a fractional integer', { userId: 1.5, hash: 'ab' }],
    ['a text where an integer goes', { userId: '1; drop table utenti', hash: 'ab' }],
    ['a quote inside a hex value', { userId: 1, hash: "ab'; drop table utenti; --" }],
    ['upper-case hex', { userId: 1, hash: 'AB' }],
    ['an empty hex value', { userId: 1, hash: '' }],
  ];
  it.each(refused)('refuses %s before anything reaches the database', async (_, values) => {
    // On PostgreSQL the driver binds values as parameters, so only PGlite writes literals.
    if (handle.kind !== 'pglite') {
      expect(handle.kind).toBe('postgres');
      return;
    }
    await expect(userByIdAndEmailHash(handle.db, values)).rejects.toThrow(RangeError);
  });

  it('refuses a date placeholder that is not YYYY-MM-DD', async () => {
    const kinds: Record<string, LiteralKind> = { day: 'date' };
    const byDay = preparedStatement(
      'test_by_day',
      (db) => db.select({ day: sql<string>`${sql.placeholder('day')}::text` }).from(sql`(select 1) as one`),
      kinds,
      ['day'],
    );
    if (handle.kind === 'pglite') {
      await expect(byDay(handle.db, { day: "2026-01-01' or '1'='1" })).rejects.toThrow(RangeError);
    }
    expect(await byDay(handle.db, { day: '2026-01-01' })).toEqual([{ day: '2026-01-01' }]);
  });
});
