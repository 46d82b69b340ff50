import {
  creatinineMgDlOf,
  ExamResultCreateSchema,
  failureMessages,
  issueMessages,
  parseDecimal,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { IconButton } from '@cartella/ui/icon-button';
import { Modal } from '@cartella/ui/modal';
import { NumberField } from '@cartella/ui/number-field';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { useConfirmedDelete } from '../../../lib/record-lists.tsx';
import { dataSavedFeedback } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type ExamResultItem,
  examResultsQueryOptions,
  useAddExamResultMutation,
  useDeleteExamResultMutation,
} from '../api/exam-results.ts';
import { AnalyteTrend, formatResultNumber, ResultFlagBadge, useRangeText } from './analyte-trend.tsx';

interface CalculatorLinkProps {
  creatinineMgDl: number;
  /** Called as the link is followed: the dialog closes first, so its focus return runs on this page. */
  onFollow: () => void;
  children: ReactNode;
}

/**
 * The link to the kidney-function calculator with a creatinine in mg/dL filled in. A plain click
 * closes the dialog first and follows the link on the next frame, so the dialog hands the focus
 * back on this page and the calculator then takes it (other clicks open a tab as usual).
 */
function KidneyCalculatorLink({ creatinineMgDl, onFollow, children }: CalculatorLinkProps) {
  const navigate = useNavigate();
  const search = { creatinina: creatinineMgDl };
  return (
    <Link
      to="/calcolatricemedica/Clearance"
      search={search}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onFollow();
        requestAnimationFrame(() => void navigate({ to: '/calcolatricemedica/Clearance', search }));
      }}
      className="font-semibold text-brand underline underline-offset-2"
    >
      {children}
    </Link>
  );
}

export interface ExamResultsDialogProps {
  patientId: number;
  examId: number;
  /** The exam's name ("Creatinina", or its type). */
  examName: string;
  /** The exam's date (YYYY-MM-DD), the date of its results, or null. */
  examDate: string | null;
  onClose: () => void;
  /** The calculator link; the app's router link unless a test supplies its own. */
  calculatorLink?: typeof KidneyCalculatorLink;
}

interface ResultDraft {
  analita: string;
  valore: string;
  unita: string;
  rif_min: string;
  rif_max: string;
}

const emptyDraft: ResultDraft = { analita: '', valore: '', unita: '', rif_min: '', rif_max: '' };

/** A typed number: empty is null, a readable number (comma or dot) is the number, else the text. */
function numberOf(text: string): number | null | string {
  if (text.trim() === '') return null;
  return parseDecimal(text) ?? text;
}

/**
 * The results of a completed Laboratori Analisi exam (issue #19): the table (analyte, value,
 * unit, range, flag in colour and words), the add form, delete with confirmation, each analyte's
 * trend, and for a serum creatinine the link to the kidney-function calculator.
 */
export function ExamResultsDialog({
  patientId,
  examId,
  examName,
  examDate,
  onClose,
  calculatorLink: CalculatorLink = KidneyCalculatorLink,
}: ExamResultsDialogProps) {
  const { t, i18n } = useLingui();
  const confirmDelete = useConfirmedDelete();
  const toast = useToast();
  const results = useQuery(examResultsQueryOptions(examId));
  const add = useAddExamResultMutation();
  const remove = useDeleteExamResultMutation();
  const rangeText = useRangeText();
  const [draft, setDraft] = useState<ResultDraft>(emptyDraft);
  const [numberErrors, setNumberErrors] = useState<Record<string, string>>({});
  const [trendOf, setTrendOf] = useState<ExamResultItem | null>(null);
  const ids = useId();
  const resultsHeadingId = `${ids}-results`;
  const trendHeadingId = `${ids}-trend`;
  const analyteRef = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<ResultDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const focusById = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: false }));

  const { errors, submit } = useFormSave({
    schema: ExamResultCreateSchema,
    save: (_body: object, checked) => add.mutateAsync(checked),
    feedback: dataSavedFeedback,
    toast,
    onSaved: () => {
      setDraft(emptyDraft);
      analyteRef.current?.focus();
    },
  });

  async function addResult(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = {
      valore: numberOf(draft.valore),
      rif_min: numberOf(draft.rif_min),
      rif_max: numberOf(draft.rif_max),
    };
    // A text that is not a number is named as such, not as a missing value.
    const unreadable: Record<string, string> = {};
    for (const [field, value] of Object.entries(numbers))
      if (typeof value === 'string') unreadable[field] = domainText(issueMessages.invalid_type);
    setNumberErrors(unreadable);
    if (Object.keys(unreadable).length > 0) return;
    await submit({
      id_indagine: examId,
      analita: draft.analita,
      valore: numbers.valore ?? undefined,
      unita: draft.unita,
      rif_min: numbers.rif_min,
      rif_max: numbers.rif_max,
    });
  }

  async function deleteResult(result: ExamResultItem) {
    const confirmed = await confirmDelete(() => remove.mutateAsync(result.id_risultato), {
      description: t`Risultato: ${result.analita}`,
      success: domainText(successMessages.operationCompleted),
      failure: domainText(failureMessages.genericError),
    });
    // The row and its buttons are gone: the focus goes to the table's heading.
    if (confirmed) focusById(resultsHeadingId);
  }

  const errorOf = (field: keyof ResultDraft) => numberErrors[field] ?? errors[field];
  const unit = draft.unita.trim() === '' ? '–' : draft.unita.trim();

  let body: ReactNode;
  if (trendOf !== null) {
    body = (
      <div className="flex flex-col gap-4">
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              const back = trendOf;
              setTrendOf(null);
              focusById(`${ids}-trend-${back.id_risultato}`);
            }}
          >
            {t`Torna ai risultati`}
          </Button>
        </div>
        <AnalyteTrend patientId={patientId} analyte={trendOf.analita} headingId={trendHeadingId} />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <section aria-labelledby={resultsHeadingId} className="flex flex-col gap-3">
          <h3 id={resultsHeadingId} tabIndex={-1} className="font-bold text-brand text-lg">
            {t`Risultati dell'esame`}
          </h3>
          {results.isPending ? (
            <p role="status">{t`Caricamento dei risultati`}</p>
          ) : results.isError ? (
            <p role="alert" className="font-semibold text-danger-strong">
              {results.error.message}
            </p>
          ) : results.data.length === 0 ? (
            <p>{t`Nessun risultato per questo esame.`}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left">
                <caption className="sr-only">{t`Risultati di ${examName}`}</caption>
                <thead>
                  <tr className="bg-brand-soft">
                    <th scope="col" className="px-3 py-2">{t`Parametro`}</th>
                    <th scope="col" className="px-3 py-2">{t`Valore`}</th>
                    <th scope="col" className="px-3 py-2">{t`Unità`}</th>
                    <th scope="col" className="px-3 py-2">{t`Intervallo di riferimento`}</th>
                    <th scope="col" className="px-3 py-2">{t`Esito`}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t`Azioni`}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.data.map((result) => {
                    const creatinineMgDl = creatinineMgDlOf(result);
                    return (
                      <tr key={result.id_risultato} className="border-ended-soft border-b-2">
                        <th scope="row" className="px-3 py-2 font-semibold">
                          {result.analita}
                        </th>
                        <td className="px-3 py-2">{formatResultNumber(result.valore)}</td>
                        <td className="px-3 py-2">{result.unita}</td>
                        <td className="px-3 py-2">{rangeText(result)}</td>
                        <td className="px-3 py-2">
                          <ResultFlagBadge flag={result.esito} />
                        </td>
                        <td className="px-1 py-1">
                          <div className="flex flex-wrap items-center justify-end gap-2">
                            <Button
                              id={`${ids}-trend-${result.id_risultato}`}
                              variant="secondary"
                              aria-label={t`Andamento di ${result.analita}`}
                              onClick={() => {
                                setTrendOf(result);
                                focusById(trendHeadingId);
                              }}
                            >
                              {t`Andamento`}
                            </Button>
                            {creatinineMgDl === null ? null : (
                              <CalculatorLink creatinineMgDl={creatinineMgDl} onFollow={onClose}>
                                {t`Calcola la funzione renale`}
                              </CalculatorLink>
                            )}
                            <IconButton
                              icon="trash"
                              label={t`Elimina ${result.analita}`}
                              onClick={() => void deleteResult(result)}
                            />
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby={`${ids}-add`} className="flex flex-col gap-3">
          <h3 id={`${ids}-add`} className="font-bold text-brand text-lg">
            {t`Aggiungi un risultato`}
          </h3>
          <form noValidate onSubmit={(event) => void addResult(event)} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                ref={analyteRef}
                label={t`Parametro`}
                description={t`Come è scritto sul referto, per esempio Creatinina`}
                value={draft.analita}
                maxLength={TEXT_LIMITS.short}
                required
                onChange={(event) => update({ analita: event.target.value })}
                error={errorOf('analita')}
              />
              <TextField
                label={t`Unità`}
                description={t`Per esempio mg/dL`}
                value={draft.unita}
                maxLength={TEXT_LIMITS.code}
                onChange={(event) => update({ unita: event.target.value })}
                error={errorOf('unita')}
              />
              <NumberField
                label={t`Valore`}
                unit={unit}
                value={draft.valore}
                required
                onValueChange={(_value, text) => update({ valore: text })}
                error={errorOf('valore')}
              />
              <div aria-hidden="true" className="hidden sm:block" />
              <NumberField
                label={t`Limite inferiore`}
                unit={unit}
                value={draft.rif_min}
                description={t`Facoltativo, dall'intervallo di riferimento del laboratorio`}
                onValueChange={(_value, text) => update({ rif_min: text })}
                error={errorOf('rif_min')}
              />
              <NumberField
                label={t`Limite superiore`}
                unit={unit}
                value={draft.rif_max}
                description={t`Facoltativo, dall'intervallo di riferimento del laboratorio`}
                onValueChange={(_value, text) => update({ rif_max: text })}
                error={errorOf('rif_max')}
              />
            </div>
            <div>
              <Button type="submit" pending={add.isPending}>
                {t`Aggiungi risultato`}
              </Button>
            </div>
          </form>
        </section>
      </div>
    );
  }

  return (
    <Modal
      open
      title={t`Risultati di ${examName}`}
      description={examDate === null ? undefined : t`Esame del ${formatDate(examDate, i18n.locale)}`}
      confirmLabel={t`OK`}
      cancelLabel={t`Chiudi`}
      closeLabel={t`Chiudi`}
      onResult={() => onClose()}
      size="lg"
    >
      {body}
    </Modal>
  );
}
