import {
  bodyMassIndex,
  bodySurfaceAreaDuBois,
  type CalculatorInputName,
  drops,
  infusionConcentration,
  infusionRate,
  singleDose,
  totalDosePerKg,
  totalDosePerM2,
} from '@cartella/calculators';
import { exclusiveDoseBasis } from '@cartella/domain';
import { Card } from '@cartella/ui/card';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { CalculatorNumberField, calculatorValue, formatNumber, startingText } from './fields.tsx';
import type { PatientFacts } from './patient-facts.ts';
import { ResultBox, ResultLine } from './result-box.tsx';

type Texts = Record<CalculatorInputName, string>;

function initialTexts(facts: PatientFacts): Texts {
  return {
    doseMgPerKg: startingText('doseMgPerKg'),
    // Only one dose basis at a time (spec 001 section 5): per kg starts filled, per m² empty.
    doseMgPerM2: '',
    administrations: startingText('administrations'),
    infusionDoseMcgPerKgPerMin: startingText('infusionDoseMcgPerKgPerMin'),
    vialMg: startingText('vialMg'),
    vials: startingText('vials'),
    dripVolumeMl: startingText('dripVolumeMl'),
    solutionContentMg: startingText('solutionContentMg'),
    solutionVolumeMl: startingText('solutionVolumeMl'),
    dosageMg: startingText('dosageMg'),
    dropsPerMl: startingText('dropsPerMl'),
    urineCreatinineMgDl: startingText('urineCreatinineMgDl'),
    urineVolumeMlPer24h: startingText('urineVolumeMlPer24h'),
    creatinineMgDl: startingText('creatinineMgDl'),
    weightKg: facts.latestWeight ? String(facts.latestWeight.valueKg) : '',
    heightCm: facts.latestHeight ? String(facts.latestHeight.valueCm) : '',
  };
}

/** /calcolatricemedica/Dosi: dose by weight or body surface, infusion rate, drops (spec 001 sections 2 and 9). */
export function DoseCalculator({ facts }: { facts: PatientFacts }) {
  const { t, i18n } = useLingui();
  const [texts, setTexts] = useState<Texts>(() => initialTexts(facts));
  const value = (name: CalculatorInputName) => calculatorValue(name, texts[name]);
  const set = (name: CalculatorInputName) => (text: string) => {
    setTexts((current) => {
      const next = { ...current, [name]: text };
      if (name === 'doseMgPerKg' || name === 'doseMgPerM2') {
        const cleared = exclusiveDoseBasis(
          { doseMgPerKg: next.doseMgPerKg, doseMgPerM2: next.doseMgPerM2 },
          name,
        );
        return { ...next, doseMgPerKg: cleared.doseMgPerKg ?? '', doseMgPerM2: cleared.doseMgPerM2 ?? '' };
      }
      return next;
    });
  };
  const field = (name: CalculatorInputName, label: string, note?: string) => (
    <CalculatorNumberField
      name={name}
      label={label}
      text={texts[name]}
      onTextChange={set(name)}
      note={note}
    />
  );

  const weightKg = value('weightKg');
  const heightCm = value('heightCm');
  const perKg = value('doseMgPerKg');
  const perM2 = value('doseMgPerM2');
  const administrations = value('administrations');
  const surface =
    weightKg !== null && heightCm !== null ? bodySurfaceAreaDuBois({ heightCm, weightKg }) : null;
  const bmi = weightKg !== null && heightCm !== null ? bodyMassIndex({ heightCm, weightKg }) : null;
  const totalDose =
    weightKg !== null && perKg !== null
      ? totalDosePerKg({ doseMgPerKg: perKg, weightKg })
      : weightKg !== null && heightCm !== null && perM2 !== null
        ? totalDosePerM2({ doseMgPerM2: perM2, heightCm, weightKg })
        : null;
  const single =
    totalDose !== null && administrations !== null && Number.isInteger(administrations)
      ? singleDose({ totalDoseMg: totalDose, administrations })
      : null;

  const infusionDose = value('infusionDoseMcgPerKgPerMin');
  const vialMg = value('vialMg');
  const vials = value('vials');
  const volumeMl = value('dripVolumeMl');
  const concentration =
    vialMg !== null && vials !== null && volumeMl !== null && Number.isInteger(vials)
      ? infusionConcentration({ vialMg, vials, volumeMl })
      : null;
  const rate =
    concentration !== null && weightKg !== null && infusionDose !== null
      ? infusionRate({ weightKg, doseMcgPerKgPerMin: infusionDose, concentrationMgPerMl: concentration })
      : null;

  const dosage = value('dosageMg');
  const content = value('solutionContentMg');
  const solutionVolume = value('solutionVolumeMl');
  const dropsPerMl = value('dropsPerMl');
  const dropResult =
    dosage !== null && content !== null && solutionVolume !== null && dropsPerMl !== null
      ? drops({ doseMg: dosage, concentrationMgPerMl: content / solutionVolume, dropsPerMl })
      : null;

  const weightNote = facts.latestWeight
    ? t`Dall'ultima rilevazione del ${formatDate(facts.latestWeight.takenOn, i18n.locale)}`
    : undefined;
  const heightNote = facts.latestHeight
    ? t`Dall'ultima rilevazione del ${formatDate(facts.latestHeight.takenOn, i18n.locale)}`
    : undefined;

  return (
    <div className="flex flex-col gap-6">
      {/* Every screen names itself with one h1, as the score pages do (WCAG 2.4.6). */}
      <h1 className="m-0 font-bold text-3xl text-brand">{t`Calcolo delle dosi`}</h1>
      <Card title={t`Dose per peso o superficie corporea`}>
        <div className="grid gap-4 md:grid-cols-2">
          {field('weightKg', t`Peso`, weightNote)}
          {field('heightCm', t`Altezza`, heightNote)}
          {field('doseMgPerKg', t`Dose per kg`)}
          {field('doseMgPerM2', t`Dose per m²`)}
          {field('administrations', t`Numero di somministrazioni`)}
        </div>
        <ResultBox label={t`Risultato dose`}>
          <ResultLine
            label={t`Superficie corporea`}
            value={surface === null ? '-' : `${formatNumber(surface)} m²`}
            testId="body-surface"
          />
          <ResultLine
            label={t`BMI`}
            value={bmi === null ? '-' : `${formatNumber(bmi, 1)} kg/m²`}
            testId="bmi"
          />
          <ResultLine
            label={t`Dose totale`}
            value={totalDose === null ? '-' : `${formatNumber(totalDose)} mg`}
            testId="total-dose"
          />
          <ResultLine
            label={t`Dose singola`}
            value={single === null ? '-' : `${formatNumber(single)} mg`}
            testId="single-dose"
          />
        </ResultBox>
      </Card>
      <Card title={t`Velocità di infusione`}>
        <div className="grid gap-4 md:grid-cols-2">
          {field('infusionDoseMcgPerKgPerMin', t`Dose di infusione`)}
          {field('vialMg', t`Contenuto della fiala`)}
          {field('vials', t`Fiale diluite`)}
          {field('dripVolumeMl', t`Volume della flebo`)}
        </div>
        <ResultBox label={t`Risultato infusione`}>
          <ResultLine
            label={t`Concentrazione`}
            value={concentration === null ? '-' : `${formatNumber(concentration, 3)} mg/ml`}
            testId="infusion-concentration"
          />
          <ResultLine
            label={t`Velocità`}
            value={rate === null ? '-' : `${formatNumber(rate)} ${t`ml/ora`}`}
            testId="infusion-rate"
          />
        </ResultBox>
      </Card>
      <Card title={t`Conversione gocce in ml`}>
        <div className="grid gap-4 md:grid-cols-2">
          {field('dosageMg', t`Dosaggio`)}
          {field('solutionContentMg', t`Contenuto della soluzione`)}
          {field('solutionVolumeMl', t`Volume della soluzione`)}
          {field('dropsPerMl', t`Gocce per ml`)}
        </div>
        <ResultBox label={t`Risultato gocce`}>
          <ResultLine
            label={t`Volume`}
            value={dropResult === null ? '-' : `${formatNumber(dropResult.volumeMl)} ml`}
            testId="drops-volume"
          />
          <ResultLine
            label={t`Gocce`}
            value={dropResult === null ? '-' : formatNumber(dropResult.drops, 1)}
            testId="drops-count"
          />
        </ResultBox>
      </Card>
    </div>
  );
}
