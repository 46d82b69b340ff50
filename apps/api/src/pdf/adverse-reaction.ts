import { field, italianDate, pageMargin, renderPdf, sectionHeading, tagged, yesNo } from './document.ts';

/** The stored report (spec 000 section 3 "Adverse-reaction report"). */
export interface AdverseReportFacts {
  id: number;
  created_at: Date;
  date_last_menstruation: string | null;
  pregnancy: string | null;
  nursing_mother: number | null;
  reaction: string;
  date_reaction: string;
  severity: string;
  reaction_affect: number;
  reaction_duration: string;
  drugs_to_treat_reaction: string;
  reaction_now: string;
  batch_number: string;
  prescribed_by_doctor: number;
  care_provider_warned: number;
  reason: string;
  adverse_reaction_drug_suspended: number;
  first_assumption_date: string;
  last_assumption_date: string;
  how_many_times_day: string;
  how_drug_taken: string;
  drug_already_used: number;
  same_reaction: number;
  other_drugs_used: string;
  other_diseases: string;
  name_care_provider: string;
  contactable_care_provider: number;
  address_care_provider: string;
  phone_care_provider: string;
}

/** Everything the form prints besides the report. */
export interface AdverseReportContext {
  patient: {
    nome: string;
    cognome: string;
    nascita: string | null;
    sesso: string;
    email: string;
    indirizzo: string;
    telefono: string;
  };
  drug: {
    descrizione_breve: string;
    principio_attivo: string;
    codice_atc: string;
    id_farmaco_codifa: string;
  };
  /** The therapy's dose when the report was filed. */
  therapy: { quantita_farmaceutica: string | null };
  structure: string;
  /** The day the PDF is produced, `YYYY-MM-DD`. */
  today: string;
  /** The drug-data attribution line. */
  drugDataSource: string;
}

const sexLabels: Record<string, string> = { male: 'Maschio', female: 'Femmina' };

/**
 * The report laid out like AIFA's "Scheda di segnalazione di sospetta reazione avversa (cittadino)":
 * patient, reaction, suspected drug, other drugs and diseases, reporter, and the care provider, so
 * the patient can send it to the regional pharmacovigilance centre (issue 9, beyond spec 000).
 * The texts are Italian because the centres receive the national form in Italian.
 */
export function adverseReactionPdf(
  report: AdverseReportFacts,
  context: AdverseReportContext,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const { patient, drug, therapy } = context;
  return renderPdf({ title: 'Scheda di segnalazione di sospetta reazione avversa', ...options }, (doc) => {
    const width = doc.page.width - 2 * pageMargin;
    tagged(doc, 'H1', () =>
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor('#1f4e79')
        .text('Scheda di segnalazione di sospetta reazione avversa', { width, align: 'center' }),
    );
    tagged(doc, 'P', () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text('Modulo per il cittadino - segnalazione compilata dal paziente', { width, align: 'center' }),
    );
    doc.moveDown(0.4);
    tagged(doc, 'P', () =>
      doc
        .fontSize(9)
        .text(
          `Da inviare a: ${context.structure}. Segnalazione n. ${report.id} del ${italianDate(
            report.created_at.toISOString(),
          )}, stampata il ${italianDate(context.today)}.`,
          { width, align: 'center' },
        ),
    );

    sectionHeading(doc, '1. Informazioni sul paziente');
    field(doc, 'Nome e cognome', `${patient.nome} ${patient.cognome}`);
    field(doc, 'Data di nascita', italianDate(patient.nascita));
    field(doc, 'Sesso', sexLabels[patient.sesso] ?? '');
    field(doc, 'Peso (kg)', '');
    field(doc, 'Altezza (cm)', '');
    if (patient.sesso === 'female') {
      field(doc, 'Data ultima mestruazione', italianDate(report.date_last_menstruation));
      field(doc, 'Gravidanza', report.pregnancy ?? '');
      field(doc, 'Allattamento', yesNo(report.nursing_mother));
    }

    sectionHeading(doc, '2. Informazioni sulla reazione avversa');
    field(doc, 'Descrizione della reazione', report.reaction);
    field(doc, 'Data di inizio della reazione', italianDate(report.date_reaction));
    field(doc, 'Gravità', report.severity);
    field(doc, 'Quanto ha influito sulla vita quotidiana (1-10)', String(report.reaction_affect));
    field(doc, 'Durata della reazione', report.reaction_duration);
    field(doc, 'Farmaci usati per curare la reazione', report.drugs_to_treat_reaction);
    field(doc, 'Esito attuale', report.reaction_now);

    sectionHeading(doc, '3. Informazioni sul farmaco sospetto');
    field(doc, 'Nome del medicinale', drug.descrizione_breve);
    field(doc, 'Principio attivo (ATC)', `${drug.principio_attivo} (${drug.codice_atc})`);
    field(doc, 'Codice AIC', drug.id_farmaco_codifa);
    field(doc, 'Numero di lotto', report.batch_number);
    field(doc, 'Dose', therapy.quantita_farmaceutica ?? '');
    field(doc, 'Quante volte al giorno', report.how_many_times_day);
    field(doc, 'Come è stato assunto', report.how_drug_taken);
    field(doc, 'Data prima assunzione', italianDate(report.first_assumption_date));
    field(doc, 'Data ultima assunzione', italianDate(report.last_assumption_date));
    field(doc, 'Motivo per cui è stato usato', report.reason);
    field(doc, 'Prescritto dal medico', yesNo(report.prescribed_by_doctor));
    field(doc, 'Farmaco sospeso dopo la reazione', yesNo(report.adverse_reaction_drug_suspended));
    field(doc, 'Farmaco già usato in passato', yesNo(report.drug_already_used));
    field(doc, 'Stessa reazione in passato', yesNo(report.same_reaction));

    sectionHeading(doc, '4. Altri farmaci e altre malattie');
    field(doc, 'Altri farmaci o prodotti usati nello stesso periodo', report.other_drugs_used);
    field(doc, 'Altre malattie', report.other_diseases);

    sectionHeading(doc, '5. Informazioni sul segnalatore (il paziente)');
    field(doc, 'Nome e cognome', `${patient.nome} ${patient.cognome}`);
    field(doc, 'Indirizzo', patient.indirizzo);
    field(doc, 'Telefono', patient.telefono);
    field(doc, 'E-mail', patient.email);

    sectionHeading(doc, '6. Medico o operatore sanitario');
    field(doc, 'Nome', report.name_care_provider);
    field(doc, 'Indirizzo', report.address_care_provider);
    field(doc, 'Telefono', report.phone_care_provider);
    field(doc, 'Informato della reazione', yesNo(report.care_provider_warned));
    field(doc, 'Può essere contattato', yesNo(report.contactable_care_provider));

    doc.moveDown(1);
    tagged(doc, 'P', () =>
      doc
        .fontSize(8)
        .fillColor('#444444')
        .text(
          'I dati di questa scheda sono stati inseriti dal paziente in Cartella. La segnalazione va inviata al ' +
            'Centro Regionale di Farmacovigilanza o al Responsabile di Farmacovigilanza della propria ASL, ' +
            'oppure inserita online sul sito AIFA (www.aifa.gov.it).',
          pageMargin,
          doc.y,
          { width },
        ),
    );
    doc.moveDown(0.3);
    tagged(doc, 'P', () => doc.text(context.drugDataSource, { width }));
  });
}
