import { parseScoreNumber } from '@cartella/domain';
import { describe, expect, it } from 'vitest';
import { loadCalculatorsCatalog } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import {
  lipidMeasuresOf,
  roundTo2,
  SmokerFromHistoryNote,
  TenYearRisk,
  useScoreForm,
} from './score-form.tsx';

const smokerCriterion = { key: 'smoker', title: 'Fumatore', description: 'Fuma ora', options: ['No', 'Sì'] };

function SumForm() {
  const form = useScoreForm<'weightKg', { smoker: boolean }, number>({
    emptyTexts: { weightKg: '' },
    firstAnswers: { smoker: false },
    check: (_name, text) => parseScoreNumber(text),
  });
  const weight = form.checked.weightKg.value;
  return (
    <div>
      {form.field('weightKg', 'Peso', 'kg')}
      {form.answerSwitch(smokerCriterion)}
      {form.answerSwitch({ ...smokerCriterion, key: 'ageYears', title: 'Età' })}
      <button
        type="button"
        onClick={() =>
          weight === null ? form.fail('Manca il peso') : form.succeed(weight + (form.answers.smoker ? 1 : 0))
        }
      >
        Calcola
      </button>
      <output>{form.calculated ?? form.error ?? 'nessun risultato'}</output>
    </div>
  );
}

describe('a score form', () => {
  it('says why there is no result, then shows the result of the typed measure and answer', async () => {
    const screen = await renderWithApp(<SumForm />, { pageCatalog: loadCalculatorsCatalog });
    await screen.getByRole('button', { name: 'Calcola' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Manca il peso');
    await screen.getByLabelText('Peso').fill('70');
    await screen.getByRole('switch', { name: 'Fumatore' }).click();
    await screen.getByRole('button', { name: 'Calcola' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('71');
  });

  it('clears the result when an answer changes, and offers no switch for what the record answers', async () => {
    const screen = await renderWithApp(<SumForm />, { pageCatalog: loadCalculatorsCatalog });
    await screen.getByLabelText('Peso').fill('70');
    await screen.getByRole('button', { name: 'Calcola' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('70');
    await screen.getByRole('switch', { name: 'Fumatore' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('nessun risultato');
    await expect.element(screen.getByRole('switch', { name: 'Età' })).not.toBeInTheDocument();
  });
});

describe('the cardiovascular result pieces', () => {
  it('show a 10-year risk as a percentage with the Italian decimal comma', async () => {
    const screen = await renderWithApp(<TenYearRisk risk={roundTo2(12.346)} testId="risk" />, {
      pageCatalog: loadCalculatorsCatalog,
    });
    await expect.element(screen.getByTestId('risk')).toHaveTextContent('12,35%');
    await expect
      .element(screen.getByText(/Rischio a 10 anni/))
      .toHaveTextContent('Rischio a 10 anni: 12,35%');
  });

  it('mention the anamnesis only when the smoking answer came from it', async () => {
    const screen = await renderWithApp(
      <>
        <SmokerFromHistoryNote smokerFromHistory={null} />
        <SmokerFromHistoryNote smokerFromHistory={true} />
      </>,
      { pageCatalog: loadCalculatorsCatalog },
    );
    await expect.element(screen.getByText(/precompilata dall'anamnesi fisiologica/)).toBeVisible();
    expect(screen.container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('the lipid measures of the cardiovascular scores', () => {
  it('are the three numbers once each was typed as one', () => {
    const checked = {
      totalCholesterolMgDl: parseScoreNumber('213'),
      hdlCholesterolMgDl: parseScoreNumber('50'),
      systolicBpMmHg: parseScoreNumber('120,5'),
    };
    expect(lipidMeasuresOf(checked)).toEqual({
      totalCholesterolMgDl: 213,
      hdlCholesterolMgDl: 50,
      systolicBpMmHg: 120.5,
    });
  });

  it('are none while one of them is missing', () => {
    const checked = {
      totalCholesterolMgDl: parseScoreNumber('213'),
      hdlCholesterolMgDl: parseScoreNumber(''),
      systolicBpMmHg: parseScoreNumber('120'),
    };
    expect(lipidMeasuresOf(checked)).toBeNull();
  });
});
