import { confirmMessages, successMessages } from '@cartella/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { ApiError } from './api-client.ts';
import { domainText } from './i18n.ts';
import {
  PatientRecordList,
  RecordGroups,
  RecordMoveDialog,
  RecordSection,
  useConfirmedDelete,
  useRecordActions,
} from './record-lists.tsx';

interface Note {
  id: number;
  title: string;
  id_livello_confidenzialita: number;
}

const notes: Note[] = [{ id: 1, title: 'Pressione', id_livello_confidenzialita: 4 }];

function NotesList({ remove }: { remove: (note: Note) => Promise<unknown> }) {
  const actions = useRecordActions<Note>({ name: (note) => note.title });
  return (
    <PatientRecordList
      caption="Note"
      rows={notes}
      getRowKey={(note) => String(note.id)}
      columns={[{ key: 'title', header: 'Titolo', cell: (note) => note.title }]}
      actions={[actions.editAction(() => {}), actions.deleteAction(remove)]}
      empty={<p>Nessuna nota</p>}
    />
  );
}

describe('a record section', () => {
  it('is a region named by its heading, whose add button asks the route to add', async () => {
    const onAdd = vi.fn();
    const screen = await renderWithApp(
      <RecordSection title="Vaccinazioni" addLabel="Aggiungi vaccinazione" onAdd={onAdd}>
        <p>Elenco</p>
      </RecordSection>,
    );
    await expect.element(screen.getByRole('region', { name: 'Vaccinazioni' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Vaccinazioni' })).toBeVisible();
    await screen.getByRole('button', { name: 'Aggiungi vaccinazione' }).click();
    expect(onAdd).toHaveBeenCalledOnce();
  });
});

describe("a record page's lists by group", () => {
  const groups = [
    { group: 1, tone: 'current' },
    { group: 2, tone: 'ended' },
  ] as const;
  const therapies = [
    { id: 1, name: 'Aspirina', type: 2 },
    { id: 2, name: 'Ramipril', type: 1 },
    { id: 3, name: 'Atorvastatina', type: 1 },
  ];

  function renderGroups(
    query: Parameters<typeof RecordGroups<(typeof therapies)[number], 1 | 2>>[0]['query'],
  ) {
    return renderWithApp(
      <RecordGroups
        query={query}
        loading="Caricamento delle terapie"
        groups={groups}
        groupOf={(therapy) => (therapy.type === 1 ? 1 : 2)}
        titleOf={(type) => (type === 1 ? 'In corso' : 'Concluse')}
        dialogs={<p>Dialoghi</p>}
      >
        {({ title, rows }) => (
          <section aria-label={title}>
            <h2>{title}</h2>
            <p>{rows.map((row) => row.name).join(', ')}</p>
          </section>
        )}
      </RecordGroups>,
    );
  }

  it('shows each group in display order with its own rows, then the dialogs', async () => {
    const screen = await renderGroups({ isPending: false, isError: false, error: null, data: therapies });
    const headings = screen.getByRole('heading', { level: 2 }).elements();
    expect(headings.map((heading) => heading.textContent)).toEqual(['In corso', 'Concluse']);
    await expect
      .element(screen.getByRole('region', { name: 'In corso' }).getByText('Ramipril, Atorvastatina'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('region', { name: 'Concluse' }).getByText('Aspirina'))
      .toBeVisible();
    await expect.element(screen.getByText('Dialoghi')).toBeVisible();
  });

  it('announces the loading text, and no group, while the rows load', async () => {
    const screen = await renderGroups({ isPending: true, isError: false, error: null, data: undefined });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Caricamento delle terapie');
    expect(screen.getByRole('heading').elements()).toHaveLength(0);
  });
});

describe('the row actions of a record list', () => {
  it('name the row, and delete only after the patient confirms, then say it worked', async () => {
    const remove = vi.fn(async () => {});
    const screen = await renderWithApp(<NotesList remove={remove} />);
    await expect.element(screen.getByRole('button', { name: 'Modifica Pressione' })).toBeVisible();
    await screen.getByRole('button', { name: 'Elimina Pressione' }).click();
    const confirm = screen.getByRole('alertdialog', {
      name: domainText(confirmMessages.confirmDeleteRecord),
    });
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expect.element(screen.getByText(domainText(successMessages.operationCompleted))).toBeVisible();
    expect(remove).toHaveBeenCalledWith(notes[0]);
  });

  it('delete nothing when the patient cancels', async () => {
    const remove = vi.fn(async () => {});
    const screen = await renderWithApp(<NotesList remove={remove} />);
    await screen.getByRole('button', { name: 'Elimina Pressione' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it("show the server's message when a delete is refused", async () => {
    const remove = vi.fn(async () => {
      throw new ApiError(403, 'forbidden', 'Non hai il permesso');
    });
    const screen = await renderWithApp(<NotesList remove={remove} />);
    await screen.getByRole('button', { name: 'Elimina Pressione' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect.element(screen.getByText('Non hai il permesso')).toBeVisible();
  });
});

/** A delete button whose confirmed delete prints whether the patient went on. */
function DeleteButton({ remove }: { remove: () => Promise<unknown> }) {
  const confirmDelete = useConfirmedDelete();
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  async function onClick() {
    setConfirmed(
      await confirmDelete(remove, {
        description: 'Pressione',
        success: 'Eliminato',
        failure: 'Non eliminato',
      }),
    );
  }
  return (
    <>
      <button type="button" onClick={() => void onClick()}>
        Elimina la nota
      </button>
      <output>{confirmed === null ? '' : `Confermato: ${confirmed}`}</output>
    </>
  );
}

describe('a confirmed delete', () => {
  it('asks with what is deleted, deletes once confirmed and gives the success text', async () => {
    const remove = vi.fn(async () => {});
    const screen = await renderWithApp(<DeleteButton remove={remove} />);
    await screen.getByRole('button', { name: 'Elimina la nota' }).click();
    const question = screen.getByRole('alertdialog', {
      name: domainText(confirmMessages.confirmDeleteRecord),
    });
    await expect.element(question.getByText('Pressione')).toBeVisible();
    await question.getByRole('button', { name: 'Elimina' }).click();
    await expect.element(screen.getByText('Eliminato')).toBeVisible();
    await expect.element(screen.getByText('Confermato: true')).toBeVisible();
    expect(remove).toHaveBeenCalledOnce();
  });

  it('deletes nothing and says so when the patient cancels', async () => {
    const remove = vi.fn(async () => {});
    const screen = await renderWithApp(<DeleteButton remove={remove} />);
    await screen.getByRole('button', { name: 'Elimina la nota' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await expect.element(screen.getByText('Confermato: false')).toBeVisible();
    expect(remove).not.toHaveBeenCalled();
  });

  it('gives the failure text when the delete fails and the server said nothing', async () => {
    const screen = await renderWithApp(
      <DeleteButton
        remove={async () => {
          throw new Error('offline');
        }}
      />,
    );
    await screen.getByRole('button', { name: 'Elimina la nota' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect.element(screen.getByText('Non eliminato')).toBeVisible();
  });
});

describe('the move dialog of a record list', () => {
  function renderMove(onMove: (target: 1 | 2) => Promise<unknown>, onClose = vi.fn()) {
    const feedback = { showError: vi.fn(), showSuccess: vi.fn() };
    const rendered = renderWithApp(
      <RecordMoveDialog
        title="Sposta Aspirina"
        targets={[1, 2] as const}
        targetLabel={(target) => (target === 1 ? 'Terapia in corso' : 'Terapia conclusa')}
        onMove={onMove}
        onClose={onClose}
        feedback={feedback}
      />,
    );
    return { rendered, feedback, onClose };
  }

  it('moves the record to the chosen list, says it worked and closes', async () => {
    const onMove = vi.fn(async () => {});
    const { rendered, feedback, onClose } = renderMove(onMove);
    const screen = await rendered;
    await screen.getByRole('radio', { name: 'Terapia conclusa' }).click();
    await screen.getByRole('button', { name: 'Sposta', exact: true }).click();
    // The dialog closes itself too, so the route may hear of it more than once.
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMove).toHaveBeenCalledWith(2, '');
    expect(feedback.showSuccess).toHaveBeenCalledOnce();
  });

  it('stays open and reports the error when the move is refused', async () => {
    const refusal = new Error('refused');
    const { rendered, feedback, onClose } = renderMove(async () => {
      throw refusal;
    });
    const screen = await rendered;
    await screen.getByRole('radio', { name: 'Terapia in corso' }).click();
    await screen.getByRole('button', { name: 'Sposta', exact: true }).click();
    await vi.waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(refusal));
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('dialog', { name: 'Sposta Aspirina' })).toBeVisible();
  });

  it('shows a list the record cannot go to now as disabled, with the reason, and moves to the others', async () => {
    const onMove = vi.fn(async () => {});
    const screen = await renderWithApp(
      <RecordMoveDialog
        title="Sposta Emocromo"
        targets={[2, 0] as const}
        targetLabel={(target) => (target === 2 ? 'Completati' : 'Richiesti')}
        targetRefusal={(target) => (target === 2 ? 'Non prima del giorno dell’esame.' : null)}
        onMove={onMove}
        onClose={vi.fn()}
        feedback={{ showError: vi.fn(), showSuccess: vi.fn() }}
      />,
    );
    await expect.element(screen.getByRole('radio', { name: 'Completati' })).toBeDisabled();
    await expect.element(screen.getByText('Non prima del giorno dell’esame.')).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Richiesti' })).toBeEnabled();
    await screen.getByRole('radio', { name: 'Richiesti' }).click();
    await screen.getByRole('button', { name: 'Sposta', exact: true }).click();
    await vi.waitFor(() => expect(onMove).toHaveBeenCalledWith(0, ''));
  });
});
