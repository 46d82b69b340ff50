import { isCommonPassword as isCommonPasswordNow } from '../lib/password-strength.ts';
import {
  type AdverseReportContext,
  type AdverseReportFacts,
  adverseReactionPdf,
} from '../pdf/adverse-reaction.ts';
import { type ClinicalReportContext, clinicalReportPdf } from '../pdf/clinical-report.ts';
import { type CookiePolicyContext, cookiePolicyPdf } from '../pdf/cookie-policy.ts';
import { type EcgStrip, ecgStripPdf } from '../pdf/ecg-strip.ts';
import { type EmergencyCardContext, emergencyCardPdf } from '../pdf/emergency-card.ts';
import { type ExamListContext, examListPdf, type PrintedExam } from '../pdf/exam-list.ts';
import { type PrintedTherapy, type TherapyListContext, therapyListPdf } from '../pdf/therapy-list.ts';
import type { ReportData } from '../services/report-data.ts';

/*
 * The slow work of the API, run in worker threads by pool.ts (docs/decisions/0507): each export is
 * one task; its input and output cross the thread boundary by structured clone, so they are plain
 * data (no functions, no database handles). This module must run under Node's own TypeScript type
 * stripping (workers load it without Vite), so it and what it imports use erasable syntax only.
 */

/** The printable therapy list (pdf/therapy-list.ts). */
export function therapyList(input: { therapies: PrintedTherapy[]; context: TherapyListContext }) {
  return therapyListPdf(input.therapies, input.context);
}

/** An adverse-reaction report as AIFA's citizen form (pdf/adverse-reaction.ts). */
export function adverseReaction(input: { report: AdverseReportFacts; context: AdverseReportContext }) {
  return adverseReactionPdf(input.report, input.context);
}

/** The strip of an ECG read from a device (pdf/ecg-strip.ts; issue #20). */
export function ecgStrip(input: { strip: EcgStrip }) {
  return ecgStripPdf(input.strip);
}

/** The clinical report of the whole record (pdf/clinical-report.ts, issue #22). */
export function clinicalReport(input: { data: ReportData; context: ClinicalReportContext }) {
  return clinicalReportPdf(input.data, input.context);
}

/** The one-page emergency card (pdf/emergency-card.ts, issue #22). */
export function emergencyCard(input: { data: ReportData; context: EmergencyCardContext }) {
  return emergencyCardPdf(input.data, input.context);
}

/** The printable exam list (pdf/exam-list.ts). */
export function examList(input: { exams: PrintedExam[]; context: ExamListContext }) {
  return examListPdf(input.exams, input.context);
}

/** The cookie policy as a PDF (pdf/cookie-policy.ts, issue #24). */
export function cookiePolicy(input: { context: CookiePolicyContext }) {
  return cookiePolicyPdf(input.context);
}

/**
 * Whether a password is common (lib/password-strength.ts): zxcvbn is CPU work, so registration,
 * reset and change judge passwords here rather than on the event loop (issue #34, T1).
 */
export function isCommonPassword(input: { password: string; personal: string[] }) {
  return isCommonPasswordNow(input.password, input.personal);
}

export { verifyDrawing } from './png.ts';
