import { describe, expect, it } from 'vitest';
import { addMonths, type CalendarRule, completedMonths, vaccinationsDue } from './due.ts';

const dTpa = ['difterite', 'tetano', 'pertosse'];

/** A miniature of calendario-regole.json, with the calendar's ages in months. */
const rules: CalendarRule[] = [
  {
    voce: 'dtpa-richiamo-decennale',
    nome: 'dTpa ogni 10 anni',
    nome_en: 'Tdap every 10 years',
    antigeni: dTpa,
    sesso: null,
    da_mesi: 228,
    ogni_mesi: 120,
  },
  {
    voce: 'influenza-adulti-60',
    nome: 'Antinfluenzale dai 60 anni',
    nome_en: 'Flu vaccine from 60',
    antigeni: ['influenza'],
    sesso: null,
    da_mesi: 720,
    ogni_mesi: 12,
  },
  {
    voce: 'pneumococco-65',
    nome: 'Pneumococco a 65 anni',
    nome_en: 'Pneumococcal vaccine at 65',
    antigeni: ['pneumococco'],
    sesso: null,
    da_mesi: 780,
    dosi: 1,
    dosi_dall_eta: true,
  },
  {
    voce: 'herpes-zoster-65',
    nome: 'Zoster a 65 anni',
    nome_en: 'Shingles at 65',
    antigeni: ['herpes-zoster'],
    sesso: null,
    da_mesi: 780,
    dosi: 2,
    dosi_dall_eta: true,
  },
  {
    voce: 'hpv',
    nome: 'HPV',
    nome_en: 'HPV',
    antigeni: ['hpv'],
    sesso: 'F',
    da_mesi: 132,
    fino_a_mesi: 324,
    dosi: 2,
  },
];

const today = '2026-11-23';

function statusOf(result: ReturnType<typeof vaccinationsDue>, voce: string) {
  return result.find((item) => item.voce === voce)?.stato;
}

describe('completedMonths and addMonths', () => {
  it('counts completed months and adds months, keeping the day where the month has it', () => {
    expect(completedMonths('1980-01-01', '2026-11-23')).toBe(46 * 12 + 10);
    expect(completedMonths('2026-01-31', '2026-02-28')).toBe(0);
    expect(addMonths('2016-11-23', 120)).toBe('2026-11-23');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
});

describe('vaccinationsDue (PNPV 2023-2025 as data)', () => {
  it('names each recommendation as the calendar does in Italian, and in English when asked', () => {
    const at70 = { birthDate: '1956-01-01', sex: 'F' as const, today, doses: [], rules };
    expect(vaccinationsDue(at70).map((item) => item.nome)).toContain('Pneumococco a 65 anni');
    const english = vaccinationsDue({ ...at70, locale: 'en' }).map((item) => item.nome);
    expect(english).toContain('Pneumococcal vaccine at 65');
    expect(english).not.toContain('Pneumococco a 65 anni');
  });

  it('says a 46-year-old with no tetanus booster recorded is due the dTpa booster, and nothing for 60 or 65', () => {
    const result = vaccinationsDue({ birthDate: '1980-01-01', sex: 'F', today, doses: [], rules });
    expect(result.map((item) => item.voce)).toEqual(['dtpa-richiamo-decennale']);
    expect(result[0]).toMatchObject({
      stato: 'due',
      data: '1999-01-01',
      dosi_registrate: 0,
      dosi_previste: null,
    });
  });

  it('counts a dTpa booster for 10 years, then says it is overdue', () => {
    const booster = { date: '2016-11-22', antigens: dTpa };
    expect(
      statusOf(
        vaccinationsDue({ birthDate: '1980-01-01', sex: 'F', today: '2026-11-21', doses: [booster], rules }),
        'dtpa-richiamo-decennale',
      ),
    ).toBe('done');
    const overdue = vaccinationsDue({ birthDate: '1980-01-01', sex: 'F', today, doses: [booster], rules });
    expect(overdue[0]).toMatchObject({ stato: 'overdue', data: '2026-11-22' });
  });

  it('counts a hexavalent dose as a tetanus, diphtheria and pertussis dose (it covers all three)', () => {
    const hexavalent = { date: '2020-05-01', antigens: [...dTpa, 'polio', 'epatite-b', 'hib'] };
    const tetanusOnly = { date: '2025-05-01', antigens: ['tetano'] };
    const result = vaccinationsDue({
      birthDate: '1980-01-01',
      sex: 'F',
      today,
      doses: [hexavalent, tetanusOnly],
      rules,
    });
    expect(result[0]).toMatchObject({ stato: 'done', data: '2030-05-01', dosi_registrate: 1 });
  });

  it('asks influenza every season from 60, and pneumococcal and zoster at 65', () => {
    const at65 = vaccinationsDue({ birthDate: '1961-06-01', sex: 'M', today, doses: [], rules });
    expect(statusOf(at65, 'influenza-adulti-60')).toBe('due');
    expect(statusOf(at65, 'pneumococco-65')).toBe('due');
    expect(statusOf(at65, 'herpes-zoster-65')).toBe('due');
    const at62 = vaccinationsDue({ birthDate: '1964-06-01', sex: 'M', today, doses: [], rules });
    expect(statusOf(at62, 'pneumococco-65')).toBeUndefined();
  });

  it('says zoster is overdue more than a year after 65, and done after two doses from 65', () => {
    const at70 = { birthDate: '1956-01-01', sex: 'F' as const, today, rules };
    expect(statusOf(vaccinationsDue({ ...at70, doses: [] }), 'herpes-zoster-65')).toBe('overdue');
    const early = { date: '2019-01-10', antigens: ['herpes-zoster'] };
    const doses = [
      { date: '2022-03-01', antigens: ['herpes-zoster'] },
      { date: '2022-05-01', antigens: ['herpes-zoster'] },
    ];
    // A dose before 65 does not count for the 65 cohort.
    expect(
      statusOf(vaccinationsDue({ ...at70, doses: [early, doses[0] ?? early] }), 'herpes-zoster-65'),
    ).toBe('overdue');
    expect(statusOf(vaccinationsDue({ ...at70, doses }), 'herpes-zoster-65')).toBe('done');
  });

  it('offers HPV to a 20-year-old woman, not to a man of the same age (this rule) nor to a woman of 30', () => {
    expect(
      statusOf(vaccinationsDue({ birthDate: '2006-01-01', sex: 'F', today, doses: [], rules }), 'hpv'),
    ).toBe('overdue');
    expect(
      statusOf(vaccinationsDue({ birthDate: '2006-01-01', sex: 'M', today, doses: [], rules }), 'hpv'),
    ).toBeUndefined();
    expect(
      statusOf(vaccinationsDue({ birthDate: '2006-01-01', sex: null, today, doses: [], rules }), 'hpv'),
    ).toBeUndefined();
    expect(
      statusOf(vaccinationsDue({ birthDate: '1996-01-01', sex: 'F', today, doses: [], rules }), 'hpv'),
    ).toBeUndefined();
  });

  it("ignores a dose dated after today and lists overdue first, then due, then done, each in the calendar's order", () => {
    const result = vaccinationsDue({
      birthDate: '1956-01-01',
      sex: 'F',
      today,
      doses: [
        { date: '2026-10-15', antigens: ['influenza'] },
        { date: '2027-01-01', antigens: ['pneumococco'] },
      ],
      rules,
    });
    expect(result.map((item) => [item.voce, item.stato])).toEqual([
      ['pneumococco-65', 'overdue'],
      ['herpes-zoster-65', 'overdue'],
      ['dtpa-richiamo-decennale', 'due'],
      ['influenza-adulti-60', 'done'],
    ]);
  });
});
