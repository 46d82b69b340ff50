import { Select } from '@cartella/ui/select';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { analytesQueryOptions } from '../api/exam-results.ts';
import { AnalyteTrend } from './analyte-trend.tsx';

/**
 * Beyond the spec: the trends of the exams page. The patient picks one of the analytes of their
 * laboratory results (with how many results each has) and sees it across every exam, as a chart
 * and a table; the results themselves are entered from an exam's 'Risultati'.
 */
export function ResultTrends({ patientId }: { patientId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const trendHeadingId = useId();
  const analytes = useQuery(analytesQueryOptions(patientId));
  const [chosen, setChosen] = useState('');
  // A chosen analyte whose last result was deleted is no longer offered.
  const analyte = analytes.data?.find((item) => item.analita === chosen)?.analita ?? '';

  let body: ReactNode;
  if (analytes.isPending) body = <p role="status">{t`Caricamento dei parametri`}</p>;
  else if (analytes.isError)
    body = (
      <p role="alert" className="font-semibold text-danger-strong">
        {analytes.error.message}
      </p>
    );
  else if (analytes.data.length === 0)
    body = (
      <p>
        {t`Non ci sono ancora risultati di laboratorio: aggiungili dalla voce Risultati di un esame completato di Laboratori Analisi.`}
      </p>
    );
  else
    body = (
      <>
        <Select
          label={t`Parametro`}
          placeholder={t`Scegli il parametro`}
          className="max-w-md"
          options={analytes.data.map(({ analita: name, risultati: count }) => ({
            value: name,
            label: count === 1 ? t`${name} (1 risultato)` : t`${name} (${count} risultati)`,
          }))}
          {...(analyte === '' ? {} : { value: analyte })}
          onValueChange={setChosen}
        />
        {analyte === '' ? null : (
          <AnalyteTrend patientId={patientId} analyte={analyte} headingId={trendHeadingId} />
        )}
      </>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-bold text-2xl text-brand">
        {t`Andamento dei risultati`}
      </h2>
      <p>{t`Scegli un parametro per vederne i valori di tutti gli esami, dal più vecchio al più recente.`}</p>
      {body}
    </section>
  );
}
