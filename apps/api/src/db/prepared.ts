import { PGlite } from '@electric-sql/pglite';
import { Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Statements parsed and planned once, on either database (docs/benchmarks.md, "Throughput").
 *
 * PostgreSQL: drizzle's named prepared statement, planned once per pooled connection.
 *
 * PGlite: drizzle sends every query, prepared or not, as an unnamed statement, so PostgreSQL parses
 * and plans it again at each call, and drizzle's driver adds its own per-call work (together about
 * 0.2 ms for a one-row lookup, several ms for the record). PGlite has a single connection, so a
 * server-side PREPARE made once serves every later EXECUTE. EXECUTE takes no bind parameters, so
 * each value is written into it as a literal, and only values of the kinds below, each checked
 * before it is written: nothing a caller sends reaches the statement unchecked.
 */

/** How a value is written into EXECUTE; each kind refuses anything it cannot write safely. */
const literalKinds = {
  integer: {
    sqlType: 'integer',
    write(value: unknown): string {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw new RangeError('an integer placeholder needs a safe integer');
      }
      return String(value);
    },
  },
  date: {
    sqlType: 'date',
    write(value: unknown): string {
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        throw new RangeError('a date placeholder needs YYYY-MM-DD');
      }
      return `'${value}'`;
    },
  },
  /** Lower-case hexadecimal, as the SHA-256 digests that look up tokens. */
  hex: {
    sqlType: 'text',
    write(value: unknown): string {
      if (typeof value !== 'string' || !/^[0-9a-f]{1,128}$/.test(value)) {
        throw new RangeError('a hex placeholder needs 1 to 128 lower-case hexadecimal digits');
      }
      return `'${value}'`;
    },
  },
} as const;

export type LiteralKind = keyof typeof literalKinds;

/** What drizzle's query builders offer, once built with `sql.placeholder(...)` values. */
interface PreparableQuery<TRow> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<TRow[]> };
}

/**
 * A statement with named placeholders of the given kinds, prepared once per database. `columns`
 * are the keys of the query's selection in order: on PGlite the rows come back as arrays and are
 * named with them. Select only columns PGlite reads as drizzle does (integers, text, timestamps
 * with time zone, json), since drizzle's own column mapping is skipped there.
 */
export function preparedStatement<TRow extends Record<string, unknown>>(
  name: string,
  build: (db: Database) => PreparableQuery<TRow>,
  placeholders: Record<string, LiteralKind>,
  columns: readonly (keyof TRow & string)[],
): (db: Database, values: Record<string, unknown>) => Promise<TRow[]> {
  if (!/^[a-z_]{1,63}$/.test(name)) throw new Error(`bad statement name ${name}`);
  const onPostgres = new WeakMap<Database, ReturnType<PreparableQuery<TRow>['prepare']>>();
  const onPglite = new WeakMap<PGlite, Promise<string[]>>();

  function prepareOnPglite(client: PGlite, db: Database): Promise<string[]> {
    let order = onPglite.get(client);
    if (order === undefined) {
      order = (async () => {
        const { sql: text, params } = build(db).toSQL();
        const names = params.map((param) => {
          if (!(param instanceof Placeholder)) throw new Error(`${name} takes placeholders only`);
          const kind = placeholders[param.name];
          if (kind === undefined) throw new Error(`${name}: no kind for placeholder ${param.name}`);
          return param.name;
        });
        const types = names.map(
          (placeholder) => literalKinds[placeholders[placeholder] as LiteralKind].sqlType,
        );
        const typeList = types.length === 0 ? '' : `(${types.join(', ')})`;
        await client.query(`PREPARE ${name}${typeList} AS ${text}`);
        return names;
      })();
      onPglite.set(client, order);
      // A failed PREPARE is tried again at the next call.
      order.catch(() => onPglite.delete(client));
    }
    return order;
  }

  return async (db, values) => {
    const client = '$client' in db ? db.$client : undefined;
    if (client instanceof PGlite) {
      const order = await prepareOnPglite(client, db);
      const literals = order.map((placeholder) =>
        literalKinds[placeholders[placeholder] as LiteralKind].write(values[placeholder]),
      );
      const argumentList = literals.length === 0 ? '' : `(${literals.join(', ')})`;
      const { rows } = await client.query<unknown[]>(`EXECUTE ${name}${argumentList}`, [], {
        rowMode: 'array',
      });
      return rows.map(
        (row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])) as TRow,
      );
    }
    let prepared = onPostgres.get(db);
    if (prepared === undefined) {
      prepared = build(db).prepare(name);
      onPostgres.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
