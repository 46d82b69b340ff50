import {
  type CalculatorInputName,
  calculatorAgeRangesYears,
  ckdEpi2009,
  ckdEpi2021,
  cockcroftGault,
  urinaryCreatinineClearance,
} from '@cartella/calculators';
import { issueMessages, sexLabels } from '@cartella/domain';
import { Card } from '@cartella/ui/card';
import { Checkbox } from '@cartella/ui/checkbox';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { CalculatorNumberField, calculatorValue, formatNumber, startingText } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';
import { ResultBox, ResultLine } from './result-box.tsx';

type ClearanceInput = 'weightKg' | 'creatinineMgDl' | 'urineCreatinineMgDl' | 'urineVolumeMlPer24h';

/**
 * /calcolatricemedica/Clearance: Cockcroft-Gault, urinary creatinine clearance, CKD-EPI 2021 and 2009
 * (spec 001 section 9). `creatinineMgDl` starts the serum creatinine (an exam result's link, issue #19).
 */
export function ClearanceCalculator({
  facts,
  creatinineMgDl: initialCreatinineMgDl,
}: {
  facts: PatientFacts;
  creatinineMgDl?: number | undefined;
}) {
  const { t, i18n } = useLingui();
  const [texts, setTexts] = useState<Record<ClearanceInput, string>>({
    weightKg: facts.latestWeight ? String(facts.latestWeight.valueKg) : '',
    creatinineMgDl:
      initialCreatinineMgDl === undefined
        ? startingText('creatinineMgDl')
        : formatNumber(initialCreatinineMgDl),
    urineCreatinineMgDl: startingText('urineCreatinineMgDl'),
    urineVolumeMlPer24h: startingText('urineVolumeMlPer24h'),
  });
  const [africanAncestry, setAfricanAncestry] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving from an exam result's link (issue #19), whose dialog is gone: the focus starts here.
  useEffect(() => {
    if (initialCreatinineMgDl !== undefined) headingRef.current?.focus();
  }, [initialCreatinineMgDl]);
  const value = (name: ClearanceInput) => calculatorValue(name, texts[name]);
  const field = (name: ClearanceInput & CalculatorInputName, label: string, note?: string) => (
    <CalculatorNumberField
      name={name}
      label={label}
      text={texts[name]}
      onTextChange={(text) => setTexts((current) => ({ ...current, [name]: text }))}
      note={note}
    />
  );

  const { sex, ageYears } = facts;
  const range = calculatorAgeRangesYears.cockcroftGault;
  const ageUsable = ageYears !== null && ageYears >= range.min && ageYears <= range.max;
  const weightKg = value('weightKg');
  const creatinineMgDl = value('creatinineMgDl');
  const personal =
    sex !== null && ageUsable && creatinineMgDl !== null ? { sex, ageYears, creatinineMgDl } : null;
  const cockcroft = personal !== null && weightKg !== null ? cockcroftGault({ ...personal, weightKg }) : null;
  const epi2021 = personal !== null ? ckdEpi2021(personal) : null;
  const epi2009 = personal !== null ? ckdEpi2009({ ...personal, africanAncestry }) : null;
  const urineCreatinineMgDl = value('urineCreatinineMgDl');
  const urineVolumeMlPer24h = value('urineVolumeMlPer24h');
  // Urinary clearance needs no age or sex: only the serum and urine values.
  const urinary =
    urineCreatinineMgDl !== null && urineVolumeMlPer24h !== null && creatinineMgDl !== null
      ? urinaryCreatinineClearance({ urineCreatinineMgDl, urineVolumeMlPer24h, creatinineMgDl })
      : null;
  const weightNote = facts.latestWeight
    ? t`Dall'ultima rilevazione del ${formatDate(facts.latestWeight.takenOn, i18n.locale)}`
    : undefined;
  const perMinute = (result: number | null) => (result === null ? '-' : `${formatNumber(result, 1)} ml/min`);
  const perSurface = (result: number | null) =>
    result === null ? '-' : `${formatNumber(result, 1)} mL/min/1.73 m²`;

  return (
    <div className="flex flex-col gap-6">
      {/* Every screen names itself with one h1, as the score pages do (WCAG 2.4.6). */}
      <h1 ref={headingRef} tabIndex={-1} className="m-0 font-bold text-3xl text-brand">
        {t`Clearance della creatinina`}
      </h1>
      <Card title={t`Dati del paziente`}>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">{t`Età`}</dt>
          <dd className="m-0" data-testid="patient-age">
            {ageYears === null ? '-' : t`${ageYears} anni`}
          </dd>
          <dt className="font-semibold">{t`Sesso`}</dt>
          <dd className="m-0" data-testid="patient-sex">
            {sex === null ? '-' : domainText(sexLabels[sex])}
          </dd>
        </dl>
        {sex === null ? (
          <InlineAlert variant="warning" className="mt-4">
            {domainText(issueMessages.sex_unknown)}
          </InlineAlert>
        ) : null}
        {ageYears !== null && !ageUsable ? (
          <InlineAlert variant="warning" className="mt-4">
            {issueText('out_of_range', { min: range.min, max: range.max })}
          </InlineAlert>
        ) : null}
      </Card>
      <Card title={t`Cockcroft-Gault e CKD-EPI`}>
        <div className="grid gap-4 md:grid-cols-2">
          {field('weightKg', t`Peso`, weightNote)}
          {field('creatinineMgDl', t`Creatinina sierica`)}
        </div>
        <Checkbox
          className="mt-4"
          label={t`Etnia africana (solo CKD-EPI 2009)`}
          checked={africanAncestry}
          onCheckedChange={setAfricanAncestry}
        />
        <ResultBox label={t`Risultato clearance`}>
          <ResultLine label={t`Cockcroft-Gault`} value={perMinute(cockcroft)} testId="cockcroft-gault" />
          <ResultLine
            label={t`CKD-EPI 2021 (senza etnia)`}
            value={perSurface(epi2021)}
            testId="ckd-epi-2021"
          />
          <ResultLine
            label={t`CKD-EPI 2009 (formula precedente, con etnia)`}
            value={perSurface(epi2009)}
            testId="ckd-epi-2009"
          />
        </ResultBox>
      </Card>
      <Card title={t`Clearance della creatinina dalle urine`}>
        <div className="grid gap-4 md:grid-cols-2">
          {field('urineCreatinineMgDl', t`Creatinina urinaria`)}
          {field('urineVolumeMlPer24h', t`Diuresi delle 24 ore`)}
        </div>
        <p className="mt-2 text-sm">{t`Usa la creatinina sierica inserita sopra.`}</p>
        <ResultBox label={t`Risultato clearance urinaria`}>
          <ResultLine label={t`Clearance urinaria`} value={perMinute(urinary)} testId="urinary-clearance" />
        </ResultBox>
      </Card>
    </div>
  );
}
