import { type CalculatorInputName, calculatorInputRules } from '@cartella/calculators';
import { type CheckedInput, checkCalculatorField, isScoreInputKeyAllowed } from '@cartella/domain';
import { NumberField } from '@cartella/ui/number-field';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { issueText } from '../../../lib/form-issues.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatNumber as formatLocaleNumber } from '../../../lib/numbers.ts';

/** A value for display with at most `digits` decimals, in the page language. */
export function formatNumber(value: number, digits = 2): string {
  return formatLocaleNumber(value, currentLocale(), digits);
}

/** The field's message: errors as errors, "rarely above"/"rare" warnings as a description. */
function messages(checked: CheckedInput, text: string): { error?: string; warning?: string } {
  const issue = checked.issue;
  // An empty field is not an error until the person types: it only leaves the result blank.
  if (issue === null || (issue.code === 'required' && text.trim() === '')) return {};
  const message = issueText(issue.code, issue.params);
  return issue.severity === 'error' ? { error: message } : { warning: message };
}

interface CalculatorNumberFieldProps {
  name: CalculatorInputName;
  label: ReactNode;
  text: string;
  onTextChange: (text: string) => void;
  /** Extra line under the field (e.g. where a prefilled value comes from). */
  note?: ReactNode;
}

/** A dose or kidney input with its unit and the rules of spec 001 section 5 "Calculator inputs". */
export function CalculatorNumberField({ name, label, text, onTextChange, note }: CalculatorNumberFieldProps) {
  const { error, warning } = messages(checkCalculatorField(name, text), text);
  const { t } = useLingui();
  const rule = calculatorInputRules[name].unit;
  // The package's units are symbols, except the dropper's, which is words: say it in the page's language.
  const unit = rule === 'drops/ml' ? t`gocce/ml` : rule;
  return (
    <NumberField
      label={label}
      unit={unit === '' ? '#' : unit}
      value={text}
      onValueChange={(_value, raw) => onTextChange(raw)}
      error={error}
      description={warning || note ? [warning, note].filter(Boolean).join(' · ') : undefined}
    />
  );
}

interface ScoreNumberFieldProps {
  label: ReactNode;
  unit: string;
  text: string;
  onTextChange: (text: string) => void;
  checked: CheckedInput;
}

/** A score input: only digits and a point can be typed (spec 001 section 5 "Score inputs"). */
export function ScoreNumberField({ label, unit, text, onTextChange, checked }: ScoreNumberFieldProps) {
  const { error, warning } = messages(checked, text);
  return (
    <NumberField
      label={label}
      unit={unit}
      value={text}
      onValueChange={(_value, raw) => onTextChange(raw)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!event.ctrlKey && !event.metaKey && !isScoreInputKeyAllowed(event.key)) event.preventDefault();
      }}
      error={error}
      description={warning}
    />
  );
}

/** Value of a calculator field, or null when it is not usable. */
export function calculatorValue(name: CalculatorInputName, text: string): number | null {
  return checkCalculatorField(name, text).value;
}

/** The starting text of a calculator field (spec 001 section 5 defaults, as starting values). */
export function startingText(name: CalculatorInputName): string {
  const value = calculatorInputRules[name].defaultValue;
  return value === null ? '' : String(value);
}
