import { issueMessages, ordinaryFileTypes } from '@cartella/domain';
import { useFutureDateReset } from '@cartella/ui/date-field';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { FileDetailsFields, useFilePick } from './file-upload-fields.tsx';
import { domainText } from './i18n.ts';

function PickForm({ variant }: { variant: 'ordinary' | 'kardia' }) {
  const picked = useFilePick(variant);
  return (
    <form>
      <label>
        File
        <input type="file" onChange={(event) => picked.pick(event.target.files?.[0] ?? null, event.target)} />
      </label>
      <button type="button" onClick={() => picked.check()}>
        Controlla
      </button>
      <output>{picked.error ?? (picked.file ? `Scelto: ${picked.file.name}` : 'Nessun file')}</output>
    </form>
  );
}

const photo = new File(['jpeg'], 'ecg.jpg', { type: 'image/jpeg' });
const report = new File(['%PDF'], 'ecg.pdf', { type: 'application/pdf' });

describe('the file picked in an upload form', () => {
  it('says a file is required when none was picked', async () => {
    const screen = await renderWithApp(<PickForm variant="ordinary" />);
    await screen.getByRole('button', { name: 'Controlla' }).click();
    await expect.element(screen.getByText(domainText(issueMessages.required))).toBeVisible();
  });

  it('keeps any file in the ordinary form', async () => {
    const screen = await renderWithApp(<PickForm variant="ordinary" />);
    await screen.getByLabelText('File').upload(photo);
    await expect.element(screen.getByText('Scelto: ecg.jpg')).toBeVisible();
  });

  it('clears anything but a PDF in the Kardia form, saying why, and keeps a PDF', async () => {
    const screen = await renderWithApp(<PickForm variant="kardia" />);
    await screen.getByLabelText('File').upload(photo);
    await expect.element(screen.getByText(domainText(issueMessages.pdf_required))).toBeVisible();
    await screen.getByLabelText('File').upload(report);
    await expect.element(screen.getByText('Scelto: ecg.pdf')).toBeVisible();
  });
});

function Details({ update }: { update: (patch: object) => void }) {
  const date = useFutureDateReset('2026-01-15', '2026-11-30');
  return (
    <FileDetailsFields
      types={ordinaryFileTypes}
      draft={{ type: '', file_commento: 'Referto' }}
      update={update}
      date={date}
      dateError={undefined}
      errors={{ type: 'Seleziona un tipo di file valido.' }}
    />
  );
}

describe('what describes an uploaded file', () => {
  it("has the type, the survey date and the comment, with the type's issue", async () => {
    const screen = await renderWithApp(<Details update={vi.fn()} />);
    await expect.element(screen.getByRole('combobox', { name: 'Tipo di file' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Data rilievo' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Commento' })).toHaveValue('Referto');
    await expect.element(screen.getByText('Seleziona un tipo di file valido.')).toBeVisible();
  });

  it('sets the typed comment on the draft', async () => {
    const update = vi.fn();
    const screen = await renderWithApp(<Details update={update} />);
    await screen.getByRole('textbox', { name: 'Commento' }).fill('Referto firmato');
    expect(update).toHaveBeenLastCalledWith({ file_commento: 'Referto firmato' });
  });
});
