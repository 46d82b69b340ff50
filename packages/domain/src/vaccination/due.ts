import * as v from 'valibot';
import type { Locale } from '../shared/messages.ts';

/**
 * One rule of the national calendar as data (apps/api/data/vaccini/calendario-regole.json): who it
 * is for, from which age, how many doses or how often. Ages are completed months.
 */
const CalendarRuleSchema = v.object({
  /** Id of the calendar entry it transcribes (calendario-pnpv-2023-2025.json). */
  voce: v.string(),
  /** Name shown to the patient (Italian, as the calendar words it). */
  nome: v.string(),
  /** The same name in English (the project's translation). */
  nome_en: v.string(),
  /** Antigens a dose must cover to count. */
  antigeni: v.array(v.string()),
  /** 'F' or 'M' when the rule is for one sex only. */
  sesso: v.nullable(v.picklist(['F', 'M'])),
  /** Age in completed months from which it is recommended. */
  da_mesi: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Age in completed months after which it is no longer offered (absent: for life). */
  fino_a_mesi: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Doses that complete it (a cycle or a single dose). */
  dosi: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Only doses given from `da_mesi` on count (a booster of that age). */
  dosi_dall_eta: v.optional(v.boolean()),
  /** A periodic dose: months between doses (12 a season, 120 ten years). */
  ogni_mesi: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type CalendarRule = v.InferOutput<typeof CalendarRuleSchema>;

/** The calendar file: its version, citation and rules. */
export const VaccinationCalendarSchema = v.object({
  /** Version of the data file. */
  versione: v.string(),
  /** The calendar it transcribes. */
  calendario: v.string(),
  /** The citation shown with the list. */
  citazione: v.string(),
  /** The same citation in English (the project's translation). */
  citazione_en: v.string(),
  /** The calendar's page. */
  url: v.string(),
  /** What the rules leave out. */
  nota: v.string(),
  /** The rules. */
  regole: v.array(CalendarRuleSchema),
});
export type VaccinationCalendar = v.InferOutput<typeof VaccinationCalendarSchema>;

/** How a recommended vaccination looks from the record. */
export const dueStatuses = ['overdue', 'due', 'done'] as const;
type DueStatus = (typeof dueStatuses)[number];

/** A recorded vaccination as the computation needs it. */
export interface RecordedDose {
  /** Date (YYYY-MM-DD). */
  date: string;
  /** Antigens the vaccine covers. */
  antigens: readonly string[];
}

/** One recommended vaccination and how it looks. */
export interface DueVaccination {
  voce: string;
  nome: string;
  antigeni: string[];
  stato: DueStatus;
  /** Since when it is due (YYYY-MM-DD); for a done periodic dose, when the next one is due. */
  data: string;
  /** Doses recorded that count. */
  dosi_registrate: number;
  /** Doses that complete it, or null for a periodic dose. */
  dosi_previste: number | null;
}

function parseIso(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

/** Completed months between two ISO dates. */
export function completedMonths(from: string, to: string): number {
  const [fy, fm, fd] = parseIso(from);
  const [ty, tm, td] = parseIso(to);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The ISO date `months` after `date` (the last day of a shorter month when the day is missing). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parseIso(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** A dose counts for a rule when its vaccine covers every antigen of the rule. */
function covers(dose: RecordedDose, rule: CalendarRule): boolean {
  return rule.antigeni.every((antigen) => dose.antigens.includes(antigen));
}

/**
 * What the national calendar recommends for a patient of this age and sex, and how each looks
 * from the recorded vaccinations: `done` (enough doses, or the last periodic dose is recent),
 * `due` (recommended now: its age was reached less than a year ago, or a periodic dose was never
 * recorded) or `overdue` (the age passed more than a year ago without the doses, or the periodic
 * interval has run out). Rules for another sex, an age not reached or an age passed are left out.
 * Each is named in `locale` (the calendar's Italian, or the project's English).
 * A reminder from the record only: the doctor decides.
 */
export function vaccinationsDue(input: {
  birthDate: string;
  /** 'F', 'M', or null when not known (rules for one sex are then left out). */
  sex: 'F' | 'M' | null;
  today: string;
  doses: readonly RecordedDose[];
  rules: readonly CalendarRule[];
  /** The language of the names answered (Italian when absent). */
  locale?: Locale;
}): DueVaccination[] {
  const { birthDate, sex, today, doses, rules, locale = 'it' } = input;
  const age = completedMonths(birthDate, today);
  const result: DueVaccination[] = [];
  for (const rule of rules) {
    if (rule.sesso !== null && rule.sesso !== sex) continue;
    if (age < rule.da_mesi) continue;
    if (rule.fino_a_mesi !== undefined && age > rule.fino_a_mesi) continue;
    const from = addMonths(birthDate, rule.da_mesi);
    const counted = doses
      .filter((dose) => covers(dose, rule) && dose.date <= today)
      .filter((dose) => !rule.dosi_dall_eta || dose.date >= from)
      .map((dose) => dose.date)
      .sort();
    const base = {
      voce: rule.voce,
      nome: locale === 'en' ? rule.nome_en : rule.nome,
      antigeni: [...rule.antigeni],
      dosi_registrate: counted.length,
    };
    if (rule.ogni_mesi !== undefined) {
      const last = counted.at(-1);
      if (last === undefined) {
        result.push({ ...base, stato: 'due', data: from, dosi_previste: null });
        continue;
      }
      const next = addMonths(last, rule.ogni_mesi);
      result.push({ ...base, stato: next <= today ? 'overdue' : 'done', data: next, dosi_previste: null });
      continue;
    }
    const needed = rule.dosi ?? 1;
    if (counted.length >= needed) {
      result.push({ ...base, stato: 'done', data: counted.at(-1) ?? from, dosi_previste: needed });
      continue;
    }
    const late = addMonths(from, 12) <= today;
    result.push({ ...base, stato: late ? 'overdue' : 'due', data: from, dosi_previste: needed });
  }
  const order: Record<DueStatus, number> = { overdue: 0, due: 1, done: 2 };
  return result.sort((first, second) => order[first.stato] - order[second.stato]);
}
