import {
  type AdverseReportContext,
  type AdverseReportFacts,
  adverseReactionPdf,
} from '../pdf/adverse-reaction.ts';
import { type ExamListContext, examListPdf, type PrintedExam } from '../pdf/exam-list.ts';
import { type PrintedTherapy, type TherapyListContext, therapyListPdf } from '../pdf/therapy-list.ts';

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

/** The printable exam list (pdf/exam-list.ts). */
export function examList(input: { exams: PrintedExam[]; context: ExamListContext }) {
  return examListPdf(input.exams, input.context);
}

export { verifyDrawing } from './png.ts';
