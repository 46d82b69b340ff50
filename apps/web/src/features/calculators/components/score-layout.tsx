import type { ScoreHistoryKind, ScoreHistoryRow } from '@cartella/domain';
import { successMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Card } from '@cartella/ui/card';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { Modal } from '@cartella/ui/modal';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { type ScoreSaveRequest, scoreHistoryQueryOptions, useSaveScoreMutation } from '../api/scores.ts';

interface ScoreLayoutProps {
  title: string;
  description: ReactNode;
  /** Criteria and inputs. */
  children: ReactNode;
  /** Live total, when the score is a sum of points. */
  total?: ReactNode;
  /** The result of the last valid calculation, or null. */
  result: ReactNode | null;
  /** A message instead of a result (invalid inputs). */
  calculationError: string | null;
  onCalculate: () => void;
  /** What Salva sends; null until a valid calculation (spec 001 section 4 "Score pages"). */
  payload: ScoreSaveRequest | null;
  /** Resets result, inputs and choices after a save. */
  onSaved: () => void;
  patientId: number;
  historyKind: ScoreHistoryKind;
  formatValue: (row: ScoreHistoryRow) => string;
}

/**
 * The common layout of the score pages (spec 001 section 2 "Score pages (common layout)" and
 * section 4): description, questions, live total, result box, Calcola, Salva only after a valid
 * calculation, spinner while saving, success modal, reset after save, history (date, value).
 * Save errors are shown (the spec swallows them: docs/spec-deviations/calculator-pages.md).
 */
export function ScoreLayout(props: ScoreLayoutProps) {
  const { t, i18n } = useLingui();
  const save = useSaveScoreMutation();
  const history = useQuery(scoreHistoryQueryOptions(props.patientId, props.historyKind));
  const [savedOpen, setSavedOpen] = useState(false);

  async function handleSave() {
    if (props.payload === null) return;
    try {
      await save.mutateAsync(props.payload);
      props.onSaved();
      setSavedOpen(true);
    } catch {
      // The error is rendered below from the mutation state.
    }
  }

  const saveError = save.error;
  const saveErrorText =
    saveError instanceof ApiError && saveError.fields.length > 0
      ? `${saveError.message} ${saveError.fields.map((field) => issueText(field.code, field.params)).join(' ')}`
      : saveError?.message;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="m-0 font-bold text-3xl text-brand">{props.title}</h1>
      <div className="text-black">{props.description}</div>
      <Card title={t`Criteri`}>
        <div className="flex flex-col gap-3">{props.children}</div>
        {props.total === undefined ? null : (
          <p className="mt-4 mb-0 font-semibold text-lg" aria-live="polite">
            {t`Punteggio totale`}: <span data-testid="score-total">{props.total}</span>
          </p>
        )}
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={props.onCalculate}>
          {t`Calcola`}
        </Button>
        {props.payload === null ? null : (
          <Button
            type="button"
            variant="secondary"
            pending={save.isPending}
            onClick={() => void handleSave()}
          >
            {t`Salva`}
          </Button>
        )}
        {save.isPending ? <LoadingIndicator label={t`Salvataggio in corso`} size="sm" /> : null}
      </div>
      <output aria-live="polite" className="block" data-testid="score-result">
        {props.calculationError !== null ? (
          <InlineAlert variant="error">{props.calculationError}</InlineAlert>
        ) : props.result !== null ? (
          <div className="rounded-md border-2 border-brand bg-brand-soft p-4 text-black">{props.result}</div>
        ) : null}
      </output>
      {saveErrorText ? (
        <InlineAlert variant="error" live>
          {t`Salvataggio non riuscito.`} {saveErrorText}
        </InlineAlert>
      ) : null}
      <Modal
        open={savedOpen}
        onOpenChange={setSavedOpen}
        title={domainText(successMessages.dataSaved)}
        confirmLabel={t`Chiudi`}
        cancelLabel={t`Annulla`}
        // The save reset the form and its Salva button: the focus goes to the history it added to.
        focusAfterClose={() => document.getElementById('score-history-title')}
      />
      <section aria-labelledby="score-history-title" className="flex flex-col gap-2">
        <h2 id="score-history-title" tabIndex={-1} className="m-0 font-bold text-brand-strong text-xl">
          {t`Storico`}
        </h2>
        {history.isPending ? (
          <LoadingIndicator label={t`Caricamento`} />
        ) : history.isError ? (
          <InlineAlert variant="error">{history.error.message}</InlineAlert>
        ) : history.data.length === 0 ? (
          <p className="m-0">{t`Nessun punteggio salvato.`}</p>
        ) : (
          <table className="w-full border-collapse text-left" data-testid="score-history">
            <thead>
              <tr>
                <th scope="col" className="border-muted border-b-2 p-2">
                  {t`Data`}
                </th>
                <th scope="col" className="border-muted border-b-2 p-2">
                  {t`Valore`}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((row) => (
                <tr key={row.id}>
                  <td className="border-muted border-b p-2">
                    {formatInstant(row.created_at, i18n.locale, { withTime: false })}
                  </td>
                  <td className="border-muted border-b p-2">{props.formatValue(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
