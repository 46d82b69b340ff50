import { describe, expect, it } from 'vitest';
import { newDoctorAssociation, tagsForVisibility } from '../doctor/transitions.ts';
import { acceptKardiaFile, newFile } from './transitions.ts';

describe('new items and soft deletes', () => {
  it('creates files with confidentiality 1 and audit id 132', () => {
    expect(newFile()).toEqual({ id_file: 0, id_livello_confidenzialita: 1, id_audit_log: 132 });
  });

  it('associates doctors with visibility 2 and confidentiality 1', () => {
    expect(newDoctorAssociation(7)).toMatchObject({
      visibility: 2,
      assegnazione_confidenzialita: 1,
      status: 'add',
    });
  });

  it('keeps the chosen tags only for visibility 3', () => {
    expect(tagsForVisibility(3, [1], [1, 2, 3])).toEqual([1]);
    expect(tagsForVisibility(1, [1], [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('clears a non-PDF Kardia file', () => {
    expect(acceptKardiaFile({ type: 'image/png' })).toEqual({ file: null, issue: 'pdf_required' });
    expect(acceptKardiaFile({ type: 'application/pdf' }).issue).toBeNull();
  });
});
