import { cookiePolicyText } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { adverseReactionPdf } from './adverse-reaction.ts';
import { cookiePolicyPdf } from './cookie-policy.ts';
import { examListPdf } from './exam-list.ts';
import { therapyListPdf } from './therapy-list.ts';

/** The PDF's objects as text (uncompressed output, so the content streams are readable too). */
const asText = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
/** The structure types present, each once. */
const structureTypes = (pdf: string) => new Set([...pdf.matchAll(/\/S \/([A-Za-z0-9]+)/g)].map((m) => m[1]));

const therapy = {
  tipo_terapia: 1,
  farmaco: 'SIMVASTATINA DOC',
  somministrazione: 'USO ORALE',
  quantita_farmaceutica: '1 compressa',
  frequenza_farmaceutica: 'la sera',
  data_inizio: '2026-03-01',
  data_fine: null,
  prescrittore: 'Dott.ssa Laura Neri',
  note: null,
};

describe('the PDFs a patient downloads are tagged for screen readers', () => {
  it('marks the therapy list as tagged, in Italian, with its title shown', async () => {
    const pdf = asText(
      await therapyListPdf(
        [therapy],
        { patientName: 'Giulia Bianchi', today: '2026-11-22', drugDataSource: 'AIFA' },
        {
          compress: false,
        },
      ),
    );
    expect(pdf).toContain('/StructTreeRoot');
    expect(pdf).toMatch(/\/Marked true/);
    expect(pdf).toContain('/Lang (it-IT)');
    expect(pdf).toMatch(/\/DisplayDocTitle true/);
  });

  it('gives the therapy list a heading, sections and real tables with header cells', async () => {
    const pdf = asText(
      await therapyListPdf(
        [therapy],
        { patientName: 'Giulia Bianchi', today: '2026-11-22', drugDataSource: 'AIFA' },
        {
          compress: false,
        },
      ),
    );
    expect(structureTypes(pdf)).toEqual(new Set(['Document', 'H1', 'P', 'H2', 'Table', 'TR', 'TH', 'TD']));
  });

  it('keeps page numbers and decoration out of the reading order', async () => {
    const pdf = asText(
      await therapyListPdf(
        [therapy],
        { patientName: 'Giulia Bianchi', today: '2026-11-22', drugDataSource: 'AIFA' },
        {
          compress: false,
        },
      ),
    );
    expect(pdf).toMatch(/\/Artifact <<\s*\/Type \/Pagination/);
    expect(pdf).toMatch(/\/Artifact <<\s*\/Type \/Layout/);
  });

  it('tags the adverse-reaction form with its title, section headings and one paragraph per field', async () => {
    const pdf = asText(
      await adverseReactionPdf(
        {
          id: 1,
          created_at: new Date('2026-11-22T09:00:00Z'),
          date_last_menstruation: null,
          pregnancy: null,
          nursing_mother: null,
          reaction: 'Orticaria',
          date_reaction: '2026-11-20',
          severity: 'Non grave',
          reaction_affect: 3,
          reaction_duration: '2 giorni',
          drugs_to_treat_reaction: 'Nessuno',
          reaction_now: 'Risolta',
          batch_number: 'A123',
          prescribed_by_doctor: 1,
          care_provider_warned: 1,
          reason: 'Colesterolo',
          adverse_reaction_drug_suspended: 1,
          first_assumption_date: '2026-03-01',
          last_assumption_date: '2026-11-20',
          how_many_times_day: '1',
          how_drug_taken: 'Per bocca',
          drug_already_used: 0,
          same_reaction: 0,
          other_drugs_used: 'Nessuno',
          other_diseases: 'Nessuna',
          name_care_provider: 'Dott.ssa Laura Neri',
          contactable_care_provider: 1,
          address_care_provider: 'Via delle Acacie 14, Roma',
          phone_care_provider: '+39 06 1234567',
        },
        {
          patient: {
            nome: 'Giulia',
            cognome: 'Bianchi',
            nascita: '1985-04-12',
            sesso: 'female',
            email: 'giulia.bianchi@example.org',
            indirizzo: 'Via Roma 1',
            telefono: '+39 333 1234567',
          },
          drug: {
            descrizione_breve: 'SIMVASTATINA DOC',
            principio_attivo: 'simvastatina',
            codice_atc: 'C10AA01',
            id_farmaco_codifa: '043280027',
          },
          therapy: { quantita_farmaceutica: '1 compressa' },
          structure: 'Lazio',
          today: '2026-11-22',
          drugDataSource: 'AIFA',
        },
        { compress: false },
      ),
    );
    expect(pdf).toContain('/StructTreeRoot');
    expect(structureTypes(pdf)).toEqual(new Set(['Document', 'H1', 'P', 'H2']));
    expect(pdf.match(/\/S \/H2/g)).toHaveLength(6);
  });

  it('gives the exam list a heading, the three lists and real tables with header cells', async () => {
    const exam = {
      indagine_stato: 0,
      indagine_tipologia: 'Laboratori Analisi',
      indagine: 'Creatinina',
      data: '2026-12-03',
      centro: 'Laboratorio Iris (demo)',
      careprovider: 'Dott.ssa Laura Neri',
      motivo: 'Controllo',
      risultati: [
        {
          analita: 'Creatinina',
          valore: 1.4,
          unita: 'mg/dL',
          rif_min: 0.5,
          rif_max: 1.2,
          esito: 'high' as const,
        },
      ],
    };
    const pdf = asText(
      await examListPdf([exam], { patientName: 'Giulia Bianchi', today: '2026-11-22' }, { compress: false }),
    );
    expect(pdf).toContain('/StructTreeRoot');
    expect(pdf).toContain('/Lang (it-IT)');
    expect(structureTypes(pdf)).toEqual(new Set(['Document', 'H1', 'P', 'H2', 'Table', 'TR', 'TH', 'TD']));
  });

  it('tags the cookie policy in English with its language, headings per cookie and paragraphs', async () => {
    const pdf = asText(
      await cookiePolicyPdf(
        {
          text: cookiePolicyText('en'),
          locale: 'en',
          privacyUrl: 'https://cartella.example/webui/privacy',
          today: '2026-11-27',
        },
        { compress: false },
      ),
    );
    expect(pdf).toContain('/Lang (en-GB)');
    expect(structureTypes(pdf)).toEqual(new Set(['Document', 'H1', 'P', 'H2', 'H3']));
  });
});
