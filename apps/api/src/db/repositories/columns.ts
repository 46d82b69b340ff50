import { getTableColumns, type Table } from 'drizzle-orm';

/** The named columns of `table`, to select under their own names: `db.select(columnsOf(t, [...]))`. */
export function columnsOf<TTable extends Table, TName extends keyof TTable['_']['columns'] & string>(
  table: TTable,
  names: readonly TName[],
): Pick<TTable['_']['columns'], TName> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    TTable['_']['columns'],
    TName
  >;
}
