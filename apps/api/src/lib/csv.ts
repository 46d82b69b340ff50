/**
 * RFC-4180 CSV to objects keyed by the header: quoted fields, doubled quotes, commas and line
 * breaks inside quotes; rows end at LF, CRLF or CR, and blank rows are skipped. The seeds read the
 * files of apps/api/data/ with it, and the import scripts (scripts/import-*.mjs) read shared/data.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows.filter((cells) => cells.length > 1 || cells[0] !== '');
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

/** The named columns of a parsed row, each '' where the file has no such column. */
export function csvColumns<TName extends string>(
  row: Record<string, string>,
  names: readonly TName[],
): Record<TName, string> {
  return Object.fromEntries(names.map((name) => [name, row[name] ?? ''])) as Record<TName, string>;
}
