import {
  type AnamnesisTextSection,
  anamnesisTextFields,
  createPhysiologicalAnamnesisSchema,
  FamilyAnamnesisAnswerSchema,
  FamilyAnamnesisSchema,
  FamilyAnamnesisVersionAnswerSchema,
  PhysiologicalAnamnesisAnswerSchema,
  PhysiologicalAnamnesisVersionAnswerSchema,
  RecentAnamnesisAnswerSchema,
  RecentAnamnesisVersionAnswerSchema,
  RecentPathologicalAnamnesisSchema,
  RemoteAnamnesisAnswerSchema,
  RemoteAnamnesisVersionAnswerSchema,
  RemotePathologicalAnamnesisSchema,
} from '@cartella/domain';
import { callerPatientId, defineOperation } from '../operation.ts';

/*
 * Anamnesis (spec 001 sections 2, 3, 4 and 7). The four reads are the spec's paths. The spec's
 * "generic save of a section by section name and id" has no method or path: here it is
 * PUT /api/anamnesi/{section}/{id}, one operation per section with its own body. Every save is
 * a new version (id_anamnesi_log, dataAggiornamento); a read answers the newest version and the
 * list of versions, and /api/anamnesi/{section}/versioni/{id_anamnesi_log} reads an earlier one.
 */

export const anamnesisTextSections = {
  AnamnesiFamiliare: {
    read: '/api/getAnamnesiFm/{id}',
    answer: FamilyAnamnesisAnswerSchema,
    version: FamilyAnamnesisVersionAnswerSchema,
    name: 'family',
    title: 'Family',
  },
  AnamnesiRemota: {
    read: '/api/getAnamnesiRm/{id}',
    answer: RemoteAnamnesisAnswerSchema,
    version: RemoteAnamnesisVersionAnswerSchema,
    name: 'remote',
    title: 'Remote pathological',
  },
  AnamnesiProssima: {
    read: '/api/getAnamnesiPr/{id}',
    answer: RecentAnamnesisAnswerSchema,
    version: RecentAnamnesisVersionAnswerSchema,
    name: 'recent',
    title: 'Recent pathological',
  },
} as const satisfies Record<AnamnesisTextSection, unknown>;

/**
 * The save body of each text section, apart from the table above: only the operations' request
 * schema refers to it, so a browser build, which leaves that out, carries none of them.
 */
export const anamnesisTextBodies = {
  AnamnesiFamiliare: { body: FamilyAnamnesisSchema },
  AnamnesiRemota: { body: RemotePathologicalAnamnesisSchema },
  AnamnesiProssima: { body: RecentPathologicalAnamnesisSchema },
} as const satisfies Record<AnamnesisTextSection, unknown>;

/** The three operations of one text section: its read, its save and the read of one version. */
function textOperations<const TSection extends AnamnesisTextSection>(section: TSection) {
  const { read, answer, version, name, title } = anamnesisTextSections[section];
  const { body } = anamnesisTextBodies[section];
  const field = anamnesisTextFields[section];
  const capitalised = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return {
    read: defineOperation({
      method: 'get',
      path: read,
      operationId: `read${capitalised}Anamnesis`,
      tag: 'Anamnesis',
      summary: `${title} anamnesis: the newest version and the list of versions`,
      description: `Spec 001 section 7 "Anamnesis reads": GET ${read}. data is null until the first save; versioni lists every save, newest first (at most 100).`,
      pathParams: callerPatientId,
      response: answer,
      errors: ['forbidden'],
    }),
    save: defineOperation({
      method: 'put',
      path: `/api/anamnesi/${section}/{id}`,
      operationId: `save${capitalised}Anamnesis`,
      tag: 'Anamnesis',
      summary: `Saves the ${title.toLowerCase()} anamnesis as a new version`,
      description: `Spec 001 section 7, the generic section save of ${section} (method and path not shown there). The body is ${field}, free text; earlier versions stay readable. Answers like the read.`,
      pathParams: callerPatientId,
      requestBody: body,
      response: answer,
      errors: ['forbidden'],
    }),
    version: defineOperation({
      method: 'get',
      path: `/api/anamnesi/${section}/versioni/{id_anamnesi_log}`,
      operationId: `read${capitalised}AnamnesisVersion`,
      tag: 'Anamnesis',
      summary: `One saved version of the ${title.toLowerCase()} anamnesis`,
      description:
        'The history the issue asks for beyond the spec: a version of another patient, or of another section, answers 403 like an unknown id.',
      pathParams: { id_anamnesi_log: 'the version id' },
      response: version,
      errors: ['forbidden'],
    }),
  };
}

/** The text sections' operations by section name, typed each, for a caller that has the name. */
export const anamnesisOperationsBySection = {
  AnamnesiFamiliare: textOperations('AnamnesiFamiliare'),
  AnamnesiRemota: textOperations('AnamnesiRemota'),
  AnamnesiProssima: textOperations('AnamnesiProssima'),
} as const;

/** The physiological save body as documented (the server applies the same schema with today's date). */
const documentedPhysiologicalBody = /* @__PURE__ */ createPhysiologicalAnamnesisSchema({
  today: '9999-12-31',
});

export const anamnesisOperations = {
  readFamily: anamnesisOperationsBySection.AnamnesiFamiliare.read,
  saveFamily: anamnesisOperationsBySection.AnamnesiFamiliare.save,
  versionFamily: anamnesisOperationsBySection.AnamnesiFamiliare.version,
  readRemote: anamnesisOperationsBySection.AnamnesiRemota.read,
  saveRemote: anamnesisOperationsBySection.AnamnesiRemota.save,
  versionRemote: anamnesisOperationsBySection.AnamnesiRemota.version,
  readRecent: anamnesisOperationsBySection.AnamnesiProssima.read,
  saveRecent: anamnesisOperationsBySection.AnamnesiProssima.save,
  versionRecent: anamnesisOperationsBySection.AnamnesiProssima.version,
  readPhysiological: defineOperation({
    method: 'get',
    path: '/api/getAnamnesiFisiologica/{id}',
    operationId: 'readPhysiologicalAnamnesis',
    tag: 'Anamnesis',
    summary: 'Physiological anamnesis: the newest version and the list of versions',
    description:
      'Spec 001 section 7 "Anamnesis reads". data is null until the first save; versioni lists every save, newest first (at most 100).',
    pathParams: callerPatientId,
    response: PhysiologicalAnamnesisAnswerSchema,
    errors: ['forbidden'],
  }),
  savePhysiological: defineOperation({
    method: 'put',
    path: '/api/anamnesi/AnamnesiFisiologica/{id}',
    operationId: 'savePhysiologicalAnamnesis',
    tag: 'Anamnesis',
    summary: 'Saves the physiological anamnesis as a new version',
    description:
      'Spec 001 sections 3, 4, 5 and 7 (the generic section save of AnamnesiFisiologica). Every answer ' +
      'is optional and from its list; doses are free text; dates are not after today (date_in_future) ' +
      'and an end not before its start (end_before_start); etaMenarca 8 to 18. When fumo, alcool, ' +
      "droghe or caffeina is not 'si' the dose is stored as '0' and the type empty (section 4). The " +
      'menstrual answers (etaMenarca, ciclo, etaMenopausa, menopausa, noteCicloMes) are stored only for ' +
      'female patients and null for anyone else (section 6). Answers like the read.',
    pathParams: callerPatientId,
    requestBody: documentedPhysiologicalBody,
    response: PhysiologicalAnamnesisAnswerSchema,
    errors: ['forbidden'],
  }),
  versionPhysiological: defineOperation({
    method: 'get',
    path: '/api/anamnesi/AnamnesiFisiologica/versioni/{id_anamnesi_log}',
    operationId: 'readPhysiologicalAnamnesisVersion',
    tag: 'Anamnesis',
    summary: 'One saved version of the physiological anamnesis',
    description: 'A version of another patient, or of another section, answers 403 like an unknown id.',
    pathParams: { id_anamnesi_log: 'the version id' },
    response: PhysiologicalAnamnesisVersionAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
