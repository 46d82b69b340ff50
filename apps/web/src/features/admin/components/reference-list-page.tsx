import { Button } from '@cartella/ui/button';
import type { RecordColumn } from '@cartella/ui/record-list';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { AdminListPage, type PagedAdminList } from './admin-list-page.tsx';
import { useConfirmedAction } from './confirmed-action.ts';

export interface ReferenceListPageProps<Row extends { attivo: boolean }> extends PagedAdminList<Row> {
  /** The add button's text. */
  addLabel: string;
  /** The search box's label. */
  searchLabel: string;
  /** The entry's name, in button names and questions ("Disabilita <name>"). */
  nameOf: (row: Row) => string;
  /** The list's own columns; the state and the actions follow. */
  columns: RecordColumn<Row>[];
  setActive: (row: Row, attivo: boolean) => Promise<unknown>;
  /** The add (row null) or edit dialog; it calls onClose when it closes. */
  renderForm: (row: Row | null, onClose: () => void) => ReactNode;
}

/**
 * An admin reference list (issue #25): search, pages of 20, add, edit, and disable or enable.
 * Entries are never deleted: a disabled one is no longer offered to patients.
 */
export function ReferenceListPage<Row extends { attivo: boolean }>({
  addLabel,
  nameOf,
  columns,
  setActive,
  renderForm,
  ...list
}: ReferenceListPageProps<Row>) {
  const { t } = useLingui();
  const act = useConfirmedAction();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  function toggle(row: Row) {
    const name = nameOf(row);
    return act(
      {
        title: row.attivo ? t`Disabilitare ${name}?` : t`Abilitare ${name}?`,
        description: row.attivo
          ? t`Non sarà più proposto ai pazienti; i dati che lo citano lo conservano.`
          : t`Sarà di nuovo proposto ai pazienti.`,
      },
      () => setActive(row, !row.attivo),
      row.attivo ? t`Voce disabilitata` : t`Voce abilitata`,
    );
  }

  return (
    <AdminListPage
      {...list}
      add={{ label: addLabel, onAdd: () => setEditing({ row: null }) }}
      columns={[
        ...columns,
        { key: 'stato', header: t`Stato`, cell: (row) => (row.attivo ? t`Attivo` : t`Disabilitato`) },
        {
          key: 'azioni',
          header: t`Azioni`,
          cell: (row) => {
            const name = nameOf(row);
            return (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setEditing({ row })}>
                  {t`Modifica ${name}`}
                </Button>
                <Button variant={row.attivo ? 'danger' : 'secondary'} onClick={() => void toggle(row)}>
                  {row.attivo ? t`Disabilita ${name}` : t`Abilita ${name}`}
                </Button>
              </div>
            );
          },
        },
      ]}
    >
      {editing ? renderForm(editing.row, () => setEditing(null)) : null}
    </AdminListPage>
  );
}
