/**
 * Cartella's domain: one folder per entity (its types, code sets, schemas, transitions and
 * constants) and `shared/` for what every entity uses. Names are exported explicitly, by entity.
 */

// Shared: messages, errors, field limits and issues, dates, numbers, phone, tax code, confidentiality.

export { notSpecifiedLabel, recordActions } from './shared/codes.ts';
export type { ConfidentialityLevel } from './shared/confidentiality.ts';
export {
  ConfidentialitySchema,
  confidentialityLabels,
  confidentialityLevels,
  readConfidentialityLevel,
} from './shared/confidentiality.ts';
export type { FieldIssue, RequestErrorCode } from './shared/errors.ts';
export { requestErrorCodes } from './shared/errors.ts';
export { validate } from './shared/issues.ts';
export {
  ID_MAX,
  IdSchema,
  idSchema,
  NewOrIdSchema,
  NOTE_MAX_LENGTH,
  noNullCharacterPattern,
  optionalText,
  TEXT_LIMITS,
} from './shared/limits.ts';
export type { IssueCode, Locale, Message } from './shared/messages.ts';
export {
  defaultLocale,
  issueMessages,
  localeFromAcceptLanguage,
  requestErrorMessages,
  translate,
  waitText,
} from './shared/messages.ts';
export {
  actionLabels,
  confirmMessages,
  failureMessages,
  infoMessages,
  successMessages,
} from './shared/notices.ts';
export { computeTaxCodeCheckCharacter } from './shared/tax-code.ts';

// Patient record: personal data, residence, medical info (spec 000).

export type { City } from './patient/answers.ts';
export {
  CitySearchAnswerSchema,
  MaritalStatusesAnswerSchema,
  PatientAnswerSchema,
  PatientSaveAnswerSchema,
} from './patient/answers.ts';
export type { BloodGroup, MaritalStatusId, OrganDonation, PatientPage, PatientSex } from './patient/codes.ts';
export {
  bloodGroups,
  CITY_LIST_SIZE,
  CITY_SEARCH_DEBOUNCE_MS,
  maritalStatuses,
  maritalStatusLabels,
  organDonationChoices,
  organDonationLabels,
  patientPages,
  sexes,
  sexLabels,
} from './patient/codes.ts';
export type { Patient } from './patient/entities.ts';
export { createPatientPersonalSchema, MedicalInfoSchema, ResidenceSchema } from './patient/schemas.ts';
export {
  checkPatientSex,
  joinBirthDate,
  markPatientForUpdate,
  refreshCachedPatient,
  splitBirthDate,
} from './patient/transitions.ts';

// Emergency and other contacts (spec 000).

export { ContactAnswerSchema, ContactListAnswerSchema } from './contact/answers.ts';
export type { ContactType } from './contact/codes.ts';
export { contactTypeLabels } from './contact/codes.ts';
export type { Contact } from './contact/entities.ts';
export type { ContactInput } from './contact/schemas.ts';
export { ContactSaveSchema, ContactSchema, capitalizeWords } from './contact/schemas.ts';
export { markContactDeleted, showsContactConfidentiality } from './contact/transitions.ts';

// Pain diary (spec 000).

export type { DiaryEntrySummary, DiaryImages } from './diary/answers.ts';
export {
  DiaryDeleteAnswerSchema,
  DiaryEntryAnswerSchema,
  DiaryImagesAnswerSchema,
  DiaryListAnswerSchema,
} from './diary/answers.ts';
export {
  DIARY_BRUSH_WIDTH_PX,
  DIARY_CANVAS_HEIGHT_PX,
  DIARY_CANVAS_WIDTH_PX,
  painLevelLabels,
} from './diary/codes.ts';
export type { DiaryEntry } from './diary/entities.ts';
export { createDiaryEntrySchema } from './diary/schemas.ts';
export { diarySaveMethod, newDiaryEntry } from './diary/transitions.ts';

// Therapies and forbidden drugs (spec 000).

export { TherapyListAnswerSchema, TherapySaveAnswerSchema } from './therapy/answers.ts';
export type { TherapyType } from './therapy/codes.ts';
export { therapyTypes } from './therapy/codes.ts';
export type { Therapy } from './therapy/entities.ts';
export { TherapyAnswerItemSchema } from './therapy/entities.ts';
export { therapyListTitles, therapyTypeLabels } from './therapy/labels.ts';
export { TherapySchema } from './therapy/schemas.ts';
export { moveTherapy, newTherapy, therapyMoveTargets } from './therapy/transitions.ts';

// Drug search and the interaction check (spec 000, issue 9).

export type { DrugDetails, DrugOption } from './drug/answers.ts';
export {
  DrugDetailsAnswerSchema,
  DrugSearchAnswerSchema,
  InteractionCheckAnswerSchema,
} from './drug/answers.ts';
export { DRUG_SEARCH_MIN_LENGTH } from './drug/codes.ts';
export type { InteractionRecord } from './drug/interactions.ts';
export {
  DrugSearchSchema,
  findDrugInteractions,
  interactionSeverities,
  interactionSeverityLabels,
  isInteractionSeverity,
} from './drug/interactions.ts';

// Adverse-reaction reports (spec 000).

export type { AdverseReport } from './adverse-reaction/answers.ts';
export {
  AdverseReactionListAnswerSchema,
  AdverseReactionSaveAnswerSchema,
} from './adverse-reaction/answers.ts';
export {
  pregnancyTrimesters,
  REACTION_IMPACT_RANGE,
  reactionOutcomes,
  reactionSeverities,
} from './adverse-reaction/codes.ts';
export { AdverseReactionItemSchema } from './adverse-reaction/entities.ts';
export {
  pregnancyTrimesterLabels,
  reactionOutcomeLabels,
  reactionSeverityLabels,
} from './adverse-reaction/labels.ts';
export { createAdverseReactionSchema } from './adverse-reaction/schemas.ts';

// Reports and data sources.

export type { DataSource } from './report/answers.ts';
export { DataSourcesAnswerSchema } from './report/answers.ts';

// Associated doctors (spec 000; screens: issue #18).

export { AssociatedDoctorListAnswerSchema, CareProviderListAnswerSchema } from './doctor/answers.ts';
export type { VisibilityLevel } from './doctor/codes.ts';
export { visibilityLevels } from './doctor/codes.ts';
export type { AssociatedDoctor, AssociatedDoctorAnswer, CareProvider } from './doctor/entities.ts';

// Diagnoses, allergies and intolerances (spec 001; screens: issue #16).

export type { AllergyTargetKind } from './diagnosis/allergy.ts';
export {
  ALLERGY_TARGET_SEARCH_MIN_LENGTH,
  AllergyCheckAnswerSchema,
  AllergyTargetSearchAnswerSchema,
  AllergyTargetSearchSchema,
  allergyMatchesDrug,
  allergyTargetKindLabels,
  allergyTargetKinds,
  takesAllergyTarget,
} from './diagnosis/allergy.ts';
export {
  DiagnosisDeleteAnswerSchema,
  DiagnosisListAnswerSchema,
  DiagnosisSaveAnswerSchema,
} from './diagnosis/answers.ts';
export type { DiagnosisState, DiagnosisType } from './diagnosis/codes.ts';
export {
  diagnosisStateLabels,
  diagnosisStates,
  diagnosisTypeLabels,
  diagnosisTypes,
} from './diagnosis/codes.ts';
export type { AllergyTarget, Diagnosis } from './diagnosis/entities.ts';
export type { DiagnosisInput } from './diagnosis/schemas.ts';
export {
  DiagnosisConfidentialitySchema,
  DiagnosisCreateSchema,
  DiagnosisMoveSchema,
  DiagnosisSchema,
} from './diagnosis/schemas.ts';
export { diagnosisMoveTargets, moveDiagnosis, newDiagnosis } from './diagnosis/transitions.ts';

// Visits (spec 001; issue #16).

export { VisitDeleteAnswerSchema, VisitListAnswerSchema, VisitSaveAnswerSchema } from './visit/answers.ts';
export type { Visit } from './visit/entities.ts';
export type { VisitInput } from './visit/schemas.ts';
export { VisitCreateSchema, VisitSchema } from './visit/schemas.ts';

// Vital signs (spec 001; screens: issue #16).

export { parseDecimal } from './shared/numbers.ts';
export {
  VitalReadingDeleteAnswerSchema,
  VitalReadingListAnswerSchema,
  VitalReadingSaveAnswerSchema,
} from './vital-sign/answers.ts';
export type { VitalReading } from './vital-sign/entities.ts';
export type { VitalMeasure, VitalReadingInput } from './vital-sign/schemas.ts';
export {
  VitalReadingCreateSchema,
  VitalReadingSchema,
  vitalMeasures,
} from './vital-sign/schemas.ts';

// Calculators and risk scores (spec 001).

export type { ScoreCriterionRow, ScoreHistoryRow } from './score/answers.ts';
export {
  ScoreCombinationsAnswerSchema,
  ScoreCriteriaAnswerSchema,
  ScoreHistoryAnswerSchema,
  ScoreSavedAnswerSchema,
} from './score/answers.ts';
export type {
  CardiovascularEthnicity,
  ScoreCombinationKind,
  ScoreCriteriaKind,
  ScoreHistoryKind,
  ScoreName,
} from './score/codes.ts';
export {
  cardiovascularEthnicities,
  cardiovascularEthnicityLabels,
  scoreCombinationKinds,
  scoreCriteriaKinds,
  scoreHistoryKindByName,
  scoreHistoryKinds,
  scoreNames,
} from './score/codes.ts';
export type { CheckedInput } from './score/inputs.ts';
export {
  cardiovascularRaceByEthnicity,
  checkCalculatorField,
  checkCardiovascularScoreInputs,
  checkFraminghamField,
  exclusiveDoseBasis,
  isCardiovascularEthnicity,
  isScoreInputKeyAllowed,
  parseScoreNumber,
} from './score/inputs.ts';
export { ScoreSaveSchema } from './score/schemas.ts';

// Sign-in, session and access log.

export type { LoginAnswer, LoginLog, SessionAnswer, SessionUser } from './auth/answers.ts';
export {
  LoginAnswerSchema,
  LoginOAuthAnswerSchema,
  LogoutAnswerSchema,
  SecuritySettingsAnswerSchema,
  SessionAnswerSchema,
} from './auth/answers.ts';
export { ACCESS_LOG_PAGE_SIZE } from './auth/codes.ts';
export type { LoginInput } from './auth/session.ts';
export {
  IDLE_CHECK_INTERVAL_SECONDS,
  IDLE_LOGOUT_SECONDS,
  LoginSchema,
  MENU_WAIT_INTERVAL_MS,
  MENU_WAIT_POLLS,
  SESSION_LIFETIME_MINUTES,
} from './auth/session.ts';
export { isIdleExpired } from './auth/transitions.ts';

// The menu model.

export type { MenuAnswer } from './menu/answers.ts';
export { MenuAnswerSchema } from './menu/answers.ts';
export type { NavKey } from './menu/menu.ts';
export { defaultMenu, navLabels } from './menu/menu.ts';

// Permission keys, seeds and the permission check.

export { HasPermissionAnswerSchema } from './permission/answers.ts';
export type { PermissionKey } from './permission/permissions.ts';
export {
  licenceSeeds,
  patientPermissionKeys,
  permissionKeys,
  permissionsOfRoles,
  roleSeeds,
} from './permission/permissions.ts';
