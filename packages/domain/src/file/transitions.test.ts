import { describe, expect, it } from 'vitest';
import { newDoctorAssociation, tagsForVisibility } from '../doctor/transitions.ts';
import { acceptKardiaFile, fileTypeFittingContent, fileTypeForContent, newFile } from './transitions.ts';

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

describe('the file type its content tells', () => {
  it('reads images as photos, videos, audio recordings, DICOM and anything else as a document', () => {
    expect(fileTypeForContent('image/jpeg')).toBe('foto');
    expect(fileTypeForContent('video/mp4')).toBe('Video');
    expect(fileTypeForContent('audio/mpeg')).toBe('registrazione');
    expect(fileTypeForContent('application/dicom')).toBe('dicom');
    expect(fileTypeForContent('application/pdf')).toBe('documento');
  });

  it('keeps a PDF chosen as a photo as a document, and a photo chosen as a photo', () => {
    expect(fileTypeFittingContent('foto', 'application/pdf')).toBe('documento');
    expect(fileTypeFittingContent('foto', 'image/png')).toBe('foto');
  });

  it('keeps the choices that fit: a document of any kind, an exam video, a Kardia PDF', () => {
    expect(fileTypeFittingContent('documento', 'image/png')).toBe('documento');
    expect(fileTypeFittingContent('esamistrumentali', 'video/mp4')).toBe('esamistrumentali');
    expect(fileTypeFittingContent('kardia', 'application/pdf')).toBe('kardia');
  });

  it('corrects an exam video that is a picture, and a recording that is a video', () => {
    expect(fileTypeFittingContent('esamistrumentali', 'image/jpeg')).toBe('foto');
    expect(fileTypeFittingContent('registrazione', 'video/webm')).toBe('Video');
  });
});
