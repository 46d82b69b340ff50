import { issueMessages, sexLabels } from '@cartella/domain';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { domainText } from '../../../lib/i18n.ts';
import type { PatientFacts } from './patient-facts.ts';

/** Age and sex from the record, read-only (spec 001 section 2: "age (read-only, from the patient)"). */
export function RecordFacts({ facts }: { facts: PatientFacts }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t`Età`}</dt>
        <dd className="m-0" data-testid="patient-age">
          {facts.ageYears === null ? '-' : t`${facts.ageYears} anni`}
        </dd>
        <dt className="font-semibold">{t`Sesso`}</dt>
        <dd className="m-0" data-testid="patient-sex">
          {facts.sex === null ? '-' : domainText(sexLabels[facts.sex])}
        </dd>
      </dl>
      {facts.sex === null ? (
        <InlineAlert variant="warning">{domainText(issueMessages.sex_unknown)}</InlineAlert>
      ) : null}
    </div>
  );
}
