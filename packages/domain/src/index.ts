/**
 * Cartella's domain: one folder per entity (its types, code sets, schemas, transitions and
 * constants) and `shared/` for what every entity uses. Names are exported explicitly, by entity.
 */

// Shared: messages, errors, field limits and issues, dates, numbers, phone, tax code, confidentiality.

export { notSpecifiedLabel } from './shared/codes.ts';
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
export { IdSchema, NOTE_MAX_LENGTH, noNullCharacterPattern, TEXT_LIMITS } from './shared/limits.ts';
export type { Locale, Message } from './shared/messages.ts';
export {
  defaultLocale,
  forbiddenMessage,
  internalErrorMessage,
  invalidAnswerMessage,
  issueMessages,
  localeFromAcceptLanguage,
  permissionDeniedMessage,
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
  sexes,
  sexLabels,
} from './patient/codes.ts';
export type { Patient, RecordAllergy } from './patient/entities.ts';
export {
  createPatientPersonalSchema,
  MedicalInfoSchema,
  type PatientSaveRequest,
  PatientSaveRequestSchema,
  ResidenceSchema,
} from './patient/schemas.ts';
export {
  checkPatientSex,
  joinBirthDate,
  markPatientForUpdate,
  refreshCachedPatient,
  splitBirthDate,
} from './patient/transitions.ts';

// Emergency and other contacts (spec 000).

export { ContactAnswerSchema, ContactListAnswerSchema } from './contact/answers.ts';
export type { ContactCollection, ContactType } from './contact/codes.ts';
export { contactCollections, contactTypeLabels } from './contact/codes.ts';
export type { Contact } from './contact/entities.ts';
export type { ContactInput } from './contact/schemas.ts';
export {
  ContactSaveSchema,
  ContactSchema,
  capitalizeWords,
  normalizeContactName,
} from './contact/schemas.ts';
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
  bodyRegionLabels,
  DIARY_BRUSH_WIDTH_PX,
  DIARY_CANVAS_HEIGHT_PX,
  DIARY_CANVAS_WIDTH_PX,
  DIARY_IMAGE_MAX_BYTES,
  painLevelLabels,
} from './diary/codes.ts';
export type { DiaryEntry, DiaryPainMark } from './diary/entities.ts';
export { DiaryPainMarkSchema } from './diary/entities.ts';
export { bodyRegions, markedPainLevels } from './diary/marks.ts';
export {
  createDiaryEntryRequestSchema,
  createDiaryEntrySchema,
  DiaryConfidentialityRequestSchema,
} from './diary/schemas.ts';
export { diarySaveMethod, newDiaryEntry } from './diary/transitions.ts';

// Therapies and forbidden drugs (spec 000).

export { TherapyListAnswerSchema, TherapySaveAnswerSchema } from './therapy/answers.ts';
export type { TherapyType } from './therapy/codes.ts';
export { therapyTypes } from './therapy/codes.ts';
export type { Therapy } from './therapy/entities.ts';
export { TherapyAnswerItemSchema } from './therapy/entities.ts';
export { therapyListTitles, therapyTypeLabels } from './therapy/labels.ts';
export { TherapySaveRequestSchema, TherapySchema } from './therapy/schemas.ts';
export { moveTherapy, newTherapy, therapyMoveTargets } from './therapy/transitions.ts';

// Anamnesis and pregnancies (spec 001, issue 17).

export type { AnamnesisVersion, PhysiologicalAnamnesisItem } from './anamnesis/answers.ts';
export {
  FamilyAnamnesisAnswerSchema,
  FamilyAnamnesisVersionAnswerSchema,
  PhysiologicalAnamnesisAnswerSchema,
  PhysiologicalAnamnesisItemSchema,
  PhysiologicalAnamnesisVersionAnswerSchema,
  RecentAnamnesisAnswerSchema,
  RecentAnamnesisVersionAnswerSchema,
  RemoteAnamnesisAnswerSchema,
  RemoteAnamnesisVersionAnswerSchema,
} from './anamnesis/answers.ts';
export type { AnamnesisTextSection } from './anamnesis/codes.ts';
export {
  alcoholTypes,
  anamnesisTextFields,
  birthTimings,
  birthTypes,
  bowelHabits,
  developmentOutcomes,
  drugTypes,
  eatingHabits,
  educationLevels,
  feedingTypes,
  menarcheAges,
  menopauseTypes,
  menstrualCycles,
  physicalActivityDescriptions,
  physicalActivityLevels,
  urinationHabits,
  yesNoAnswers,
} from './anamnesis/codes.ts';
export type { PhysiologicalAnamnesisInput } from './anamnesis/schemas.ts';
export {
  createPhysiologicalAnamnesisSchema,
  FamilyAnamnesisSchema,
  RecentPathologicalAnamnesisSchema,
  RemotePathologicalAnamnesisSchema,
} from './anamnesis/schemas.ts';
export { applyLifestyleAnswers, clearFemaleOnlyAnswers, isCurrentSmoker } from './anamnesis/transitions.ts';
export type { PregnancyItem } from './pregnancy/answers.ts';
export {
  PregnancyAnswerSchema,
  PregnancyDeleteAnswerSchema,
  PregnancyListAnswerSchema,
} from './pregnancy/answers.ts';
export {
  babySexes,
  PREGNANCY_AGE_INPUT_MIN,
  pregnancyNotFemaleMessage,
  pregnancyOutcomes,
} from './pregnancy/codes.ts';
export type { PregnancyInput } from './pregnancy/schemas.ts';
export { checkPregnancyDuration, PregnancyCreateSchema, PregnancySchema } from './pregnancy/schemas.ts';
export { currentPregnancyTrimester } from './pregnancy/transitions.ts';

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
export { AdverseReactionRequestSchema, createAdverseReactionSchema } from './adverse-reaction/schemas.ts';

// Reports and data sources.

export type { ShareOpeningLog } from './auth/answers.ts';
export type { DataSource, ShareLinkItem } from './report/answers.ts';
export {
  DataSourcesAnswerSchema,
  SharedLinkInfoAnswerSchema,
  ShareLinkCreatedAnswerSchema,
  ShareLinksAnswerSchema,
} from './report/answers.ts';
// Reports, FHIR and share links (issue #22).
export { CLINICAL_REPORT_FILE_NAME, EMERGENCY_REPORT_FILE_NAME, fhirReportFileName } from './report/codes.ts';
export {
  EmergencyCardWithQrSchema,
  type ShareContent,
  type ShareLinkCreate,
  ShareLinkCreateSchema,
  ShareLinkOpenSchema,
  shareContents,
  shareLifetimes,
} from './report/schemas.ts';

// Associated doctors (spec 000; screens: issue #18).

export {
  AssociatedDoctorListAnswerSchema,
  AssociationSaveAnswerSchema,
  CareProviderListAnswerSchema,
  SpecialtyTagListAnswerSchema,
} from './doctor/answers.ts';
export type { VisibilityLevel } from './doctor/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
  DEFAULT_VISIBILITY_NEW_DOCTOR,
  medicalSpecialtyNames,
  specialtyName,
  visibilityFormOrder,
  visibilityLabels,
  visibilityLevels,
} from './doctor/codes.ts';
export type { AssociatedDoctor, AssociatedDoctorAnswer, CareProvider } from './doctor/entities.ts';
export { DoctorAssociationSchema, NewDoctorSchema } from './doctor/schemas.ts';
export { newDoctorAssociation } from './doctor/transitions.ts';

// Mail to a patient's doctors (spec 000; issue #18).

export { MailSentAnswerSchema, SentMailListAnswerSchema } from './mail/answers.ts';
export {
  doctorConfirmationMessages,
  doctorConfirmationTooSoon,
  mailDailyLimitReached,
  mailDoctorNotConfirmed,
  mailRecipientNotOwnDoctor,
  mailServerLimitReached,
} from './mail/messages.ts';
export { MailSchema } from './mail/schemas.ts';

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
export { diagnosisWritePermission, isLicenceFree } from './diagnosis/licence.ts';
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
export { type ScoreInputsOf, type ScoreSaveRequest, ScoreSaveSchema } from './score/schemas.ts';

// Sign-in, session and access log.

export type { LoginAnswer, LoginLog, SessionAnswer, SessionUser } from './auth/answers.ts';
export {
  LoginAnswerSchema,
  LoginOAuthAnswerSchema,
  LogoutAnswerSchema,
  OidcProviderAnswerSchema,
  SecuritySettingsAnswerSchema,
  SessionAnswerSchema,
} from './auth/answers.ts';
export { ACCESS_LOG_PAGE_SIZE } from './auth/codes.ts';
export type { LoginResult, SecondFactorMethod, SecondStepAnswer } from './auth/login-result.ts';
export { LoginResultSchema } from './auth/login-result.ts';
export type { LoginInput } from './auth/session.ts';
export {
  IDLE_CHECK_INTERVAL_SECONDS,
  IDLE_LOGOUT_SECONDS,
  LoginSchema,
  MAX_OPEN_SESSIONS,
  MENU_WAIT_INTERVAL_MS,
  MENU_WAIT_POLLS,
  SESSION_LIFETIME_MINUTES,
} from './auth/session.ts';
export { isIdleExpired } from './auth/transitions.ts';

// Registration, e-mail verification and password reset (issue #23).

export type { OpenSession } from './registration/answers.ts';
export { IdentityMessageAnswerSchema, SessionListAnswerSchema } from './registration/answers.ts';
export { identityMessages } from './registration/messages.ts';

// The second factor: codes from an authenticator app, recovery codes, passkeys (issue #23).

export {
  EmailChangeSchema,
  EmailVerificationSchema,
  PasswordChangeSchema,
  PasswordForgotSchema,
  PasswordResetSchema,
  RegistrationSchema,
} from './registration/schemas.ts';
export type { Passkey, SecondFactorStatus, TotpSetup } from './second-factor/answers.ts';
export {
  LinkedIdentityListAnswerSchema,
  PasskeyAnswerSchema,
  RecoveryCodesAnswerSchema,
  SecondFactorStatusAnswerSchema,
  TotpSetupAnswerSchema,
  WebAuthnOptionsAnswerSchema,
} from './second-factor/answers.ts';
export {
  MAX_PASSKEYS,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP,
  SECOND_STEP_MAX_ATTEMPTS,
  SECOND_STEP_MINUTES,
  TOTP,
} from './second-factor/codes.ts';
export { secondFactorMessages } from './second-factor/messages.ts';
export {
  DestructiveConfirmationSchema,
  PasskeyNameSchema,
  PasskeyOptionsRequestSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  SecondFactorPasswordSchema,
  SecondStepCodeSchema,
  TotpConfirmSchema,
} from './second-factor/schemas.ts';

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
export { PermissionCheckSchema } from './permission/schemas.ts';

// Vaccinations and links (spec 001).

// Consents, account and subscriptions (issue #24).
export {
  AccountDeleteAnswerSchema,
  ActiveSubscriptionListAnswerSchema,
  ConsentListAnswerSchema,
  PlanListAnswerSchema,
  SubscriptionCancelAnswerSchema,
  SubscriptionCaptureAnswerSchema,
  SubscriptionStartAnswerSchema,
} from './account/answers.ts';
export {
  DELETED_ACCOUNT_RETENTION_DAYS,
  LOCKED_CONSENT_TREATMENT_ID,
  RETENTION_CONSENT_TREATMENT_ID,
} from './account/codes.ts';
export {
  COOKIE_POLICY_FILE_NAME,
  type CookiePolicyText,
  cookiePolicyText,
} from './account/cookie-policy.ts';
export {
  ConsentUpdateSchema,
  SubscriptionCaptureSchema,
  SubscriptionStartSchema,
} from './account/schemas.ts';
export { OIDC_STATE_COOKIE_NAME, PENDING_SIGN_IN_COOKIE_NAME } from './account/sign-in-cookies.ts';
export {
  LANGUAGE_STORAGE_KEY,
  LAST_ACTIVITY_STORAGE_KEY,
  SESSION_COOKIE_NAME,
} from './account/storage-keys.ts';
// Administration (issue #25): permissions, roles, licences, users and the audit.
export type { AdminUserItem, LicenceItem, RoleItem } from './admin/answers.ts';
export {
  AdminDoneAnswerSchema,
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  AuditListAnswerSchema,
  LicenceAnswerSchema,
  LicenceListAnswerSchema,
  PermissionAnswerSchema,
  PermissionListAnswerSchema,
  RoleAnswerSchema,
  RoleListAnswerSchema,
} from './admin/answers.ts';
export {
  AUDIT_PAGE_SIZE,
  PASSWORD_RESET_HOURS,
  REFERENCE_PAGE_SIZE,
  USERS_PAGE_SIZE,
} from './admin/codes.ts';
export { adminMessages } from './admin/messages.ts';
export type {
  AdminCentreItem,
  AdminInvestigationItem,
  AdminReferenceLinkItem,
  AdminVaccineItem,
  CentreSave,
  InvestigationSave,
  ReferenceLinkSave,
  VaccineSave,
} from './admin/reference-lists.ts';
export {
  AdminCentreAnswerSchema,
  AdminCentreListAnswerSchema,
  AdminInvestigationAnswerSchema,
  AdminInvestigationListAnswerSchema,
  AdminReferenceLinkAnswerSchema,
  AdminReferenceLinkListAnswerSchema,
  AdminVaccineAnswerSchema,
  AdminVaccineListAnswerSchema,
  CentreSaveSchema,
  InvestigationSaveSchema,
  ReferenceLinkSaveSchema,
  ReferenceSearchSchema,
  ReferenceStateSchema,
  VaccineCreateSchema,
  VaccineSaveSchema,
} from './admin/reference-lists.ts';
export {
  AccountStateSchema,
  AssignLicenceSchema,
  AuditPageSchema,
  LicenceUpdateSchema,
  LinkIdsSchema,
  OwnerIdSchema,
  PermissionCreateSchema,
  RoleCreateSchema,
  UserSearchSchema,
} from './admin/schemas.ts';
export type { PersonalLinkItem, ReferenceLinkItem } from './link/answers.ts';
export {
  PersonalLinkListAnswerSchema,
  PersonalLinkSaveAnswerSchema,
  ReferenceLinkListAnswerSchema,
} from './link/answers.ts';
export type { ReferenceLinkKind } from './link/codes.ts';
export { referenceLinkKindLabels, referenceLinkKinds } from './link/codes.ts';
export {
  checkLinkBeforeOpening,
  PersonalLinkSaveEnvelopeSchema,
  PersonalLinkSchema,
  PersonalLinkUpdateRequestSchema,
} from './link/schemas.ts';
export type { DueVaccinationItem } from './vaccination/answers.ts';
export {
  DueVaccinationsAnswerSchema,
  VaccinationAnswerSchema,
  VaccinationDeleteAnswerSchema,
  VaccinationListAnswerSchema,
  VaccineSearchAnswerSchema,
} from './vaccination/answers.ts';
export {
  antigenLabels,
  recallNumbers,
  VACCINE_LIST_SIZE,
  VACCINE_SEARCH_MIN_LENGTH,
} from './vaccination/codes.ts';
export type { VaccinationCalendar } from './vaccination/due.ts';
export { VaccinationCalendarSchema, vaccinationsDue } from './vaccination/due.ts';
export type { VaccinationItem, Vaccine } from './vaccination/entities.ts';
export {
  createVaccinationRequestSchema,
  createVaccinationSchema,
  VaccinationConfidentialitySchema,
  VaccineSearchSchema,
} from './vaccination/schemas.ts';
export type { DoseSuggestion } from './vaccination/transitions.ts';
export { suggestDoseNumber, usualVaccinationConfidentiality } from './vaccination/transitions.ts';

// Files, Kardia recordings and download links (issue #20; spec 000 sections 3, 5 and 7).

export type { FileType } from './file/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_FILE,
  fileTypeLabels,
  fileTypes,
  kardiaFileTypes,
  NEW_FILE_AUDIT_LOG_ID,
  ordinaryFileTypes,
} from './file/codes.ts';
export type { FileRecordAnswer } from './file/schemas.ts';
export {
  createFileSchema,
  DownloadLinkAnswerSchema,
  FileConfidentialityRequestSchema,
  FileListAnswerSchema,
  FileSaveAnswerSchema,
  pickedFileIssue,
} from './file/schemas.ts';
export { fileTypeFittingContent, fileTypeForContent } from './file/transitions.ts';

// Device readings saved in the record (issue #20).

export {
  DEVICE_NAME_MAX,
  DEVICE_READING_SOURCE,
  DeviceEcgRequestSchema,
  DeviceImportListAnswerSchema,
  DeviceImportUndoAnswerSchema,
  DeviceReadingsAnswerSchema,
  DeviceReadingsRequestSchema,
} from './device/schemas.ts';
// Exams and affiliated centres (spec 000 and 001; issue #19).

export { CareCentreAnswerSchema, CareCentreListAnswerSchema } from './centre/answers.ts';
export type { CentreType } from './centre/codes.ts';
export { centreTypeLabels, centreTypes } from './centre/codes.ts';
// Affiliated centres page and e-mail to a centre (issue #19, centres part).
export { CentreMailSchema, isCentreWebsite } from './centre/schemas.ts';
export type { ExamFileAnswer } from './exam/answers.ts';
export {
  ExamDeleteAnswerSchema,
  ExamFileListAnswerSchema,
  ExamFileSaveAnswerSchema,
  ExamListAnswerSchema,
  ExamSaveAnswerSchema,
  InvestigationSearchAnswerSchema,
} from './exam/answers.ts';
export type { ExamListStatus, ExamStatus, ExamType } from './exam/codes.ts';
export {
  DEFAULT_CONFIDENTIALITY_NEW_EXAM,
  EXAM_SEARCH_DEBOUNCE_MS,
  EXAM_SEARCH_MIN_LENGTH,
  examListStatuses,
  examStatuses,
  examStatusLabels,
  examTypeLabels,
  examTypes,
  INVESTIGATION_SEARCH_MIN_LENGTH,
} from './exam/codes.ts';
// Results a patient can read (issue #19, beyond the spec).
export type { ExamResultCreateInput, ResultFlag } from './exam/results.ts';
export {
  AnalyteListAnswerSchema,
  AnalyteTrendSchema,
  creatinineMgDlOf,
  ExamResultCreateSchema,
  ExamResultDeleteAnswerSchema,
  ExamResultListAnswerSchema,
  ExamResultSaveAnswerSchema,
  examResultsRefusal,
  examTakesResults,
  resultFlag,
  resultFlagLabels,
} from './exam/results.ts';
export type { ExamFileMetadata } from './exam/schemas.ts';
export {
  createExamFileSchema,
  ExamConfidentialitySchema,
  ExamCreateSchema,
  ExamMoveSchema,
  ExamSchema,
  ExamSearchSchema,
  InvestigationSearchSchema,
} from './exam/schemas.ts';
export { examListRefusal, examMoveTargets, moveExam } from './exam/transitions.ts';
