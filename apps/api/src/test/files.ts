/** A small but complete PDF. */
export const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The metadata of a photo for the files page (spec 000 section 3 "File (files page)"). */
export function photoMetadata(patientId: number) {
  return {
    id_paziente: patientId,
    type: 'foto',
    data_rilievo: '2026-11-20',
    file_commento: null,
    tags: [],
    id_livello_confidenzialita: 2,
  };
}
