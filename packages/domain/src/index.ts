/**
 * Cartella's domain: one folder per entity (its types, code sets, schemas, transitions and
 * constants) and `shared/` for what every entity uses. Names are exported explicitly, by entity.
 */

// Shared: messages, errors, field limits and issues, dates, numbers, phone, tax code, confidentiality.

export type { ModalResult, RecordAction } from './shared/codes.ts';
export { notSpecifiedLabel, recordActions } from './shared/codes.ts';
export type { ConfidentialityLevel, ConfidentialityLevelEntry } from './shared/confidentiality.ts';
export {
  ConfidentialitySchema,
  confidentialityLabels,
  confidentialityLevels,
} from './shared/confidentiality.ts';
export type { ActionIcon, PageGuide } from './shared/constants.ts';
export {
  actionIcons,
  actionIconTooltips,
  BASE_PATH,
  CURRENCY,
  DEFAULT_DATE_LOCALE,
  DEFAULT_PHONE_COUNTRY,
  DELETE_ICON_COLOUR,
  FALLBACK_LOCALE,
  ICON_COLOUR,
  isSearchLongEnough,
  PHONE_MIN_DIGITS,
  pageGuides,
  TAX_CODE_LENGTH,
  tooltipForIcon,
  unknownIconTooltip,
} from './shared/constants.ts';
export type { DataUrl, DateCorrection, IsoDate, IsoDateTime, TodayOptions } from './shared/dates.ts';
export {
  checkDateNotInFuture,
  checkEndNotBeforeStart,
  isAfterToday,
  isCalendarDate,
  monthsBetween,
  notAfterToday,
  optionalIsoDate,
  requiredIsoDate,
  requiredPastDate,
} from './shared/dates.ts';
export { EmailSchema } from './shared/email.ts';
export type { ApiErrorBody, FieldIssue, RequestErrorCode } from './shared/errors.ts';
export { requestErrorCodes } from './shared/errors.ts';
export type { IssueParams } from './shared/issues.ts';
export {
  firstIssuePerField,
  isIssueCode,
  issuesToFieldIssues,
  validate,
  withParams,
} from './shared/issues.ts';
export type { TextLimit } from './shared/limits.ts';
export {
  boundedText,
  finiteNumber,
  firstIssueOnly,
  hasNoNullCharacter,
  ID_MAX,
  IdSchema,
  idListSchema,
  idSchema,
  NewOrIdSchema,
  NOTE_MAX_LENGTH,
  noNullCharacterPattern,
  optionalText,
  PAGE_MAX,
  PageSchema,
  requiredText,
  TEXT_LIMITS,
} from './shared/limits.ts';
export type { IssueCode, Locale, Message, MessageDescriptor } from './shared/messages.ts';
export {
  defaultLocale,
  interpolate,
  issueMessages,
  localeFromAcceptLanguage,
  locales,
  requestErrorMessages,
  toDescriptor,
  translate,
} from './shared/messages.ts';
export {
  actionLabels,
  confirmMessages,
  failureMessages,
  infoMessages,
  successMessages,
} from './shared/notices.ts';
export { numberInRange } from './shared/numbers.ts';
export { isValidPhone, OptionalPhoneSchema, PhoneSchema } from './shared/phone.ts';
export type {
  DecodedTaxCode,
  TaxCodeCheckOptions,
  TaxCodeCheckResult,
  TaxCodeFailureReason,
} from './shared/tax-code.ts';
export {
  canonicalTaxCode,
  checkTaxCode,
  computeTaxCodeCheckCharacter,
  createTaxCodeSchema,
  normalizeTaxCode,
  omocodiaLetters,
  taxCodeDigitPositions,
  taxCodeMonthLetters,
} from './shared/tax-code.ts';
export type { TransitionResult } from './shared/transitions.ts';
export { withoutDeleted } from './shared/transitions.ts';

// Patient record: personal data, residence, medical info (spec 000).

export type { BloodGroup, MaritalStatusId, OrganDonation, PatientSex, Sex } from './patient/codes.ts';
export {
  bloodGroups,
  CITY_LIST_SIZE,
  CITY_SEARCH_DEBOUNCE_MS,
  maritalStatuses,
  maritalStatusLabels,
  organDonationChoices,
  organDonationLabels,
  sexes,
  sexLabels,
} from './patient/codes.ts';
export type { CitySuggestion, ContactDetail, MaritalStatus, Patient, User } from './patient/entities.ts';
export type {
  MedicalInfoInput,
  PatientPersonalInput,
  PatientPersonalOutput,
  PatientSchemaOptions,
  ResidenceInput,
} from './patient/schemas.ts';
export {
  createPatientPersonalSchema,
  isCityPicked,
  MedicalInfoSchema,
  ResidenceSchema,
} from './patient/schemas.ts';
export {
  checkPatientSex,
  joinBirthDate,
  markPatientForUpdate,
  patientRefreshFields,
  refreshCachedPatient,
  showsFemaleSections,
  splitBirthDate,
} from './patient/transitions.ts';

// Emergency and other contacts (spec 000).

export type { ContactType } from './contact/codes.ts';
export {
  CONTACT_TYPE_DELETED,
  CONTACT_TYPE_EMERGENCY,
  CONTACT_TYPE_OTHER,
  contactTypeLabels,
  contactTypes,
} from './contact/codes.ts';
export type { Contact } from './contact/entities.ts';
export type { ContactInput, ContactOutput } from './contact/schemas.ts';
export { ContactSchema, capitalizeWords } from './contact/schemas.ts';
export {
  markContactDeleted,
  restoreContactType,
  showsContactConfidentiality,
} from './contact/transitions.ts';

// Pain diary (spec 000).

export type { PainLevel } from './diary/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_DIARY,
  DIARY_BRUSH_WIDTH_PX,
  DIARY_CANVAS_HEIGHT_PX,
  DIARY_CANVAS_WIDTH_PX,
  DIARY_DELETED_MARKER_DATE,
  painColours,
  painLevelLabels,
  painLevels,
} from './diary/codes.ts';
export type { DiaryEntry } from './diary/entities.ts';
export type { DiaryEntryInput } from './diary/schemas.ts';
export { createDiaryEntrySchema } from './diary/schemas.ts';
export { diarySaveMethod, newDiaryEntry, softDeleteDiaryEntry } from './diary/transitions.ts';

// Therapies and forbidden drugs (spec 000).

export type { TherapyType } from './therapy/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_THERAPY,
  therapyListTitles,
  therapyTypeLabels,
  therapyTypes,
} from './therapy/codes.ts';
export type { Therapy } from './therapy/entities.ts';
export type { TherapyInput, TherapyOutput } from './therapy/schemas.ts';
export { TherapySchema } from './therapy/schemas.ts';
export type { TherapyMoveOptions } from './therapy/transitions.ts';
export { moveTherapy, newTherapy, therapyMoveTargets } from './therapy/transitions.ts';

// Drug search and the interaction check (spec 000, issue 9).

export { DRUG_SEARCH_MIN_LENGTH } from './drug/codes.ts';
export type { Drug, DrugInteraction, InteractionCheckResult } from './drug/entities.ts';
export type {
  DrugInteractionDetail,
  DrugSearchInput,
  InteractionDrug,
  InteractionLevel,
  InteractionRecord,
  InteractionSeverity,
  InteractionThesaurus,
} from './drug/interactions.ts';
export {
  DrugSearchSchema,
  findDrugInteractions,
  interactionSeverities,
  interactionSeverityLabels,
  interactionSeverityRanks,
  isInteractionSeverity,
} from './drug/interactions.ts';

// Adverse-reaction reports (spec 000).

export type { PregnancyTrimester, ReactionOutcome, ReactionSeverity } from './adverse-reaction/codes.ts';
export {
  pregnancyTrimesterLabels,
  pregnancyTrimesters,
  REACTION_IMPACT_MAX,
  REACTION_IMPACT_MIN,
  REACTION_IMPACT_RANGE,
  reactionOutcomeLabels,
  reactionOutcomes,
  reactionSeverities,
  reactionSeverityLabels,
} from './adverse-reaction/codes.ts';
export type { AdverseReactionReport, PharmacovigilanceStructure } from './adverse-reaction/entities.ts';
export type { AdverseReactionInput, AdverseReactionSchemaOptions } from './adverse-reaction/schemas.ts';
export { createAdverseReactionSchema } from './adverse-reaction/schemas.ts';

// Exams and exam files (spec 000; screens: issue #19).

export type { ExamListStatus, ExamStatus, ExamType } from './exam/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_EXAM_EDIT,
  DEFAULT_CONFIDENTIALITY_NEW_EXAM,
  EXAM_SEARCH_MIN_LENGTH,
  examListStatuses,
  examStatuses,
  examStatusLabels,
  examTypeLabels,
  examTypes,
  INVESTIGATION_SEARCH_MIN_LENGTH,
} from './exam/codes.ts';
export type { DiagnosticInvestigation, Exam, ExamFile } from './exam/entities.ts';
export type { ExamFileInput, ExamInput, ExamOutput } from './exam/schemas.ts';
export { ExamFileSchema, ExamSchema } from './exam/schemas.ts';
export {
  confidentialityForExamEdit,
  examMoveTargets,
  moveExam,
  newExam,
  softDeleteExam,
} from './exam/transitions.ts';

// Affiliated centres (spec 001; screens: issue #19).

export type { CentreType } from './centre/codes.ts';
export { centreTypeLabels, centreTypes } from './centre/codes.ts';
export type { CareCentre } from './centre/entities.ts';

// Files and Kardia recordings (spec 000; screens: issue #20).

export type { FileType, KardiaFileType, OrdinaryFileType } from './file/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_FILE,
  FILE_SIZE_MAX_MB,
  fileTypeLabels,
  fileTypes,
  KARDIA_MIME_TYPE,
  kardiaFileTypes,
  NEW_FILE_AUDIT_LOG_ID,
  ordinaryFileTypes,
} from './file/codes.ts';
export type { FileRecord } from './file/entities.ts';
export type { FileInput, FileSchemaOptions } from './file/schemas.ts';
export { createFileSchema, isKardiaPdf } from './file/schemas.ts';
export { acceptKardiaFile, newFile } from './file/transitions.ts';

// Health-monitor data (spec 000; screens: issue #20).

export type { DeviceConnectionState, EcgMode, EcgResult } from './device/codes.ts';
export {
  BLE_BUSY_RETRY_MS,
  BLE_MAX_EMPTY_POLLS,
  BLE_PACKET_MAX_BYTES,
  BLE_PACKET_SIZE_BYTES,
  BLE_POLL_INTERVAL_MS,
  BLE_RECORD_SIZE_BYTES,
  deviceConnectionStates,
  ECG_CANVAS_HEIGHT_PX,
  ECG_CANVAS_WIDTH_PX,
  ECG_TRACE_WIDTH_PX,
  ecgModes,
  ecgResults,
} from './device/codes.ts';
export type {
  DeviceInfo,
  EcgRecord,
  MonitorUser,
  OxygenRecord,
  PressureRecord,
  TemperatureRecord,
} from './device/entities.ts';

// Associated doctors (spec 000; screens: issue #18).

export type { VisibilityLevel } from './doctor/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
  DEFAULT_VISIBILITY_NEW_DOCTOR,
  visibilityFormOrder,
  visibilityLabels,
  visibilityLevels,
} from './doctor/codes.ts';
export type { AssociatedDoctor, CareProvider, SpecialtyTag } from './doctor/entities.ts';
export type { DoctorAssociationInput } from './doctor/schemas.ts';
export { DoctorAssociationSchema } from './doctor/schemas.ts';
export { newDoctorAssociation, tagsForVisibility } from './doctor/transitions.ts';

// Mail to doctors and centres (screens: issue #18).

export type { MailPayload } from './mail/entities.ts';
export type { MailInput } from './mail/schemas.ts';
export { MailSchema } from './mail/schemas.ts';

// Diagnoses, allergies and intolerances (spec 001; screens: issue #16).

export type { DiagnosisState, DiagnosisType } from './diagnosis/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_DIAGNOSIS,
  diagnosisStateLabels,
  diagnosisStates,
  diagnosisTypeLabels,
  diagnosisTypes,
} from './diagnosis/codes.ts';
export type { Diagnosis } from './diagnosis/entities.ts';
export type { DiagnosisInput } from './diagnosis/schemas.ts';
export { DiagnosisSchema } from './diagnosis/schemas.ts';
export { diagnosisMoveTargets, moveDiagnosis, newDiagnosis } from './diagnosis/transitions.ts';

// Visits (spec 001; screens: issue #16).

export type { Visit } from './visit/entities.ts';
export type { VisitInput } from './visit/schemas.ts';
export { VisitSchema } from './visit/schemas.ts';

// Vital signs (spec 001; screens: issue #16).

export type { VitalReading } from './vital-sign/entities.ts';

// Anamnesis (spec 001; screens: issue #17).

export type {
  AlcoholType,
  BirthTiming,
  BirthType,
  BowelHabit,
  DevelopmentOutcome,
  EatingHabit,
  EducationLevel,
  FeedingType,
  MenarcheAge,
  MenopauseType,
  MenstrualCycle,
  PhysicalActivityLevel,
  RecreationalDrugType,
  UrinationHabit,
  YesNo,
} from './anamnesis/codes.ts';
export {
  alcoholTypes,
  birthTimings,
  birthTypes,
  bowelHabits,
  developmentOutcomes,
  drugTypes,
  eatingHabits,
  educationLevels,
  feedingTypes,
  MENARCHE_AGE_RANGE,
  menarcheAges,
  menopauseTypes,
  menstrualCycles,
  physicalActivityDescriptions,
  physicalActivityLevels,
  urinationHabits,
  yesNoAnswers,
} from './anamnesis/codes.ts';
export type {
  FamilyAnamnesis,
  PhysiologicalAnamnesis,
  RecentPathologicalAnamnesis,
  RemotePathologicalAnamnesis,
} from './anamnesis/entities.ts';
export type { PhysiologicalAnamnesisInput } from './anamnesis/schemas.ts';
export {
  createPhysiologicalAnamnesisSchema,
  FamilyAnamnesisSchema,
  lifestylePeriods,
  RecentPathologicalAnamnesisSchema,
  RemotePathologicalAnamnesisSchema,
} from './anamnesis/schemas.ts';
export { applyLifestyleAnswers } from './anamnesis/transitions.ts';

// Pregnancies (spec 001; screens: issue #17).

export type { BabySex, PregnancyOutcome } from './pregnancy/codes.ts';
export {
  babySexes,
  PREGNANCY_AGE_INPUT_MIN,
  PREGNANCY_MAX_MONTHS,
  PREGNANCY_MIN_AGE_YEARS,
  pregnancyOutcomes,
} from './pregnancy/codes.ts';
export type { Pregnancy } from './pregnancy/entities.ts';
export type { PregnancyInput } from './pregnancy/schemas.ts';
export { checkPregnancyDuration, PregnancySchema } from './pregnancy/schemas.ts';

// Vaccinations (spec 001; screens: issue #21).

export type { RecallNumber } from './vaccination/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_VACCINATION,
  recallNumbers,
  VACCINATION_DELETED_MARKER_DATE,
  VACCINE_LIST_SIZE,
  VACCINE_SEARCH_MIN_LENGTH,
} from './vaccination/codes.ts';
export type { Vaccination } from './vaccination/entities.ts';
export type { VaccinationInput, VaccinationSchemaOptions } from './vaccination/schemas.ts';
export { createVaccinationSchema } from './vaccination/schemas.ts';
export { newVaccination, softDeleteVaccination } from './vaccination/transitions.ts';

// Personal and reference links (spec 001; screens: issue #21).

export type { PersonalLinkAction, ReferenceLinkKind } from './link/codes.ts';
export { personalLinkActions, referenceLinkKindLabels, referenceLinkKinds } from './link/codes.ts';
export type { PersonalLink, ReferenceLink } from './link/entities.ts';
export type { PersonalLinkInput } from './link/schemas.ts';
export { checkLinkBeforeOpening, isWebUrl, PersonalLinkSchema } from './link/schemas.ts';

// Reports (spec 001; screens: issue #22).

export { CLINICAL_REPORT_FILE_NAME, EMERGENCY_REPORT_FILE_NAME, fhirReportFileName } from './report/codes.ts';

// Calculators and risk scores (spec 001).

export type {
  CardiovascularEthnicity,
  ScoreCombinationKind,
  ScoreCriteriaKind,
  ScoreHistoryKind,
  ScoreName,
} from './score/codes.ts';
export {
  CALCULATOR_FALLBACKS,
  cardiovascularEthnicities,
  cardiovascularEthnicityLabels,
  FRAMINGHAM_INPUT_RANGES,
  MELD_CLAMPS,
  NORMAL_RANGE_PLACEHOLDERS,
  scoreCombinationKinds,
  scoreCriteriaKinds,
  scoreHistoryKindByName,
  scoreHistoryKinds,
  scoreNames,
} from './score/codes.ts';
export type {
  ChaDsVascCombinationRow,
  CriterionItem,
  HasBledCombinationRow,
  ScoreHistoryRow,
  ScoreSavePayload,
} from './score/entities.ts';
export type { CheckedInput, InputIssue } from './score/inputs.ts';
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
export type { ScoreSaveInput } from './score/schemas.ts';
export { ScoreSaveSchema } from './score/schemas.ts';

// Sign-in, session and access log.

export { ACCESS_LOG_PAGE_SIZE } from './auth/codes.ts';
export type { LoginLog, LoginResult } from './auth/entities.ts';
export { AccessLogQuerySchema } from './auth/schemas.ts';
export type { LoginInput, StorageKey } from './auth/session.ts';
export {
  IDLE_CHECK_INTERVAL_SECONDS,
  IDLE_LOGOUT_SECONDS,
  LoginSchema,
  MENU_WAIT_INTERVAL_MS,
  MENU_WAIT_POLLS,
  SESSION_LIFETIME_MINUTES,
  storageKeys,
} from './auth/session.ts';
export { isIdleExpired, isSessionValid } from './auth/transitions.ts';

// Registration and password policy (screens: issue #23).

export type { RegistrationInput } from './registration/schemas.ts';
export {
  checkPassword,
  commonPasswordFragments,
  PASSWORD_MIN_LENGTH,
  PasswordChangeSchema,
  RegistrationSchema,
} from './registration/schemas.ts';

// Consents, account and subscriptions (spec 001; screens: issue #24).

export {
  CONSENT_COOKIE_LIFETIME_DAYS,
  DELETED_ACCOUNT_RETENTION_DAYS,
  LOCKED_CONSENT_TREATMENT_ID,
} from './account/codes.ts';
export type { Consent, Plan, Subscription, SubscriptionCapture } from './account/entities.ts';
export { ConsentUpdateSchema, SubscriptionCaptureSchema } from './account/schemas.ts';
export { contractAcceptance, isScrolledToEnd, toggleConsent } from './account/transitions.ts';

// The menu model.

export type { MenuArea, MenuItem, NavKey, SubmenuEntry } from './menu/menu.ts';
export { defaultMenu, menuAreas, menuForPermissions, navLabels } from './menu/menu.ts';

// Permission keys, seeds and the permission check.

export type { LicenceSeed, PatientPermissionKey, PermissionKey, RoleSeed } from './permission/permissions.ts';
export {
  baseLicenceExcludedKeys,
  clinicalPermissionKeys,
  isPermissionKey,
  licenceSeeds,
  patientPermissionKeys,
  patientRecordPermissionKeys,
  permissionGates,
  permissionKeys,
  permissionsOfRoles,
  roleSeeds,
} from './permission/permissions.ts';
export { PermissionCheckSchema } from './permission/schemas.ts';

// Administration: permissions, roles, licences (spec 001; screens: issue #25).

export type { Licence, Permission, Role } from './admin/entities.ts';
export {
  LicenceCreateSchema,
  LinkIdsSchema,
  PermissionCreateSchema,
  RoleCreateSchema,
} from './admin/schemas.ts';
