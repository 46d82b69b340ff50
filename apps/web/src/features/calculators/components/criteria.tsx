import type { ScoreCriteriaKind, ScoreCriterionRow } from '@cartella/domain';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { Switch } from '@cartella/ui/switch';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { scoreCriteriaQueryOptions } from '../api/scores.ts';

/** A criterion's texts in the page language. */
export interface CriterionText {
  key: string;
  title: string;
  description: string;
  options: string[];
}

function localised(row: ScoreCriterionRow, english: boolean): CriterionText {
  const third = english ? row.option3_en : row.option3;
  return {
    key: row.key,
    title: english ? row.title_en : row.title,
    description: english ? row.description_en : row.description,
    options: [english ? row.option1_en : row.option1, english ? row.option2_en : row.option2].concat(
      third === null ? [] : [third],
    ),
  };
}

/** Loads the criteria of a score page (GET /api/scoring/{kind}) and renders them once loaded. */
export function CriteriaLoader({
  kind,
  children,
}: {
  kind: ScoreCriteriaKind;
  children: (criteria: CriterionText[]) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const query = useQuery(scoreCriteriaQueryOptions(kind));
  if (query.isPending) return <LoadingIndicator label={t`Caricamento`} />;
  if (query.isError) return <InlineAlert variant="error">{query.error.message}</InlineAlert>;
  const english = i18n.locale === 'en';
  return <>{children(query.data.map((row) => localised(row, english)))}</>;
}

/** A yes/no criterion (spec 001 section 2: "questions with yes/no toggles"). */
export function CriterionSwitch({
  criterion,
  checked,
  onCheckedChange,
}: {
  criterion: CriterionText;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <Switch
      label={criterion.title}
      description={criterion.description}
      offText={criterion.options[0]}
      onText={criterion.options[1]}
      checked={checked}
      onCheckedChange={onCheckedChange}
    />
  );
}
