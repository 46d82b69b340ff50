import type { MonitorSyncResult } from '@cartella/ble';
import { Button } from '@cartella/ui/button';
import { Checkbox } from '@cartella/ui/checkbox';
import { FormModal } from '@cartella/ui/form-modal';
import { RadioGroup } from '@cartella/ui/radio-group';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { deviceImportsQueryOptions, useSaveDeviceReadingsMutation } from '../api/device-readings.ts';
import {
  initialChoice,
  pressureUsers,
  type ReadingsChoice,
  readingCounts,
  readingsToSave,
} from '../readings-choice.ts';
import { useMonitorDate } from './monitor-date.ts';

/** The radio value of "none of these users". */
const NONE = 'none';

/**
 * 'Salva le misure nella cartella' (issue #37): a monitor keeps the readings of everyone who uses
 * it, so the patient says which user they are (preselected from the last import of the same
 * monitor) and whether the oxygen and temperature readings, which the monitor ties to no user, are
 * theirs; the dialog says how many readings will be saved before anything is.
 */
export function SaveReadingsDialog({ patientId, result }: { patientId: number; result: MonitorSyncResult }) {
  const { t } = useLingui();
  const toast = useToast();
  const imports = useQuery(deviceImportsQueryOptions(patientId));
  const save = useSaveDeviceReadingsMutation();
  const monitorDate = useMonitorDate();
  const [choice, setChoice] = useState<ReadingsChoice>({ userId: null, oxygen: false, temperature: false });
  const [chosenUser, setChosenUser] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Each opening starts from what the imports remember now (a save refreshes them before it ends). */
  function startOver(open: boolean) {
    if (!open) return;
    const initial = initialChoice(result, imports.data ?? []);
    setChoice(initial.choice);
    setChosenUser(!initial.mustChoose);
    setError(null);
  }
  const users = pressureUsers(result);
  const counts = readingCounts(result);
  const total = readingsToSave(result, choice).length;

  function span(records: readonly { recordedAt: { localDateTime: string } }[]) {
    const dates = records.map((record) => record.recordedAt.localDateTime).sort();
    const first = dates[0];
    const last = dates.at(-1);
    if (first === undefined || last === undefined) return '';
    return t`dal ${monitorDate(first, false)} al ${monitorDate(last, false)}`;
  }

  async function submit() {
    if (!chosenUser) {
      setError(t`Scegli chi sei tra gli utenti del monitor.`);
      return false;
    }
    if (total === 0) {
      setError(t`Non hai scelto nessuna misura da salvare.`);
      return false;
    }
    setError(null);
    try {
      const { data } = await save.mutateAsync({ patientId, result, choice });
      toast.show({
        variant: 'success',
        title: t`Misure salvate nella cartella: ${data.added} nuove, ${data.skipped} già presenti.`,
      });
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      return false;
    }
  }

  return (
    <FormModal
      onOpenChange={startOver}
      trigger={<Button className="self-start">{t`Salva le misure nella cartella`}</Button>}
      title={t`Quali misure sono tue?`}
      description={t`Il monitor conserva le misure di tutte le persone che lo usano: salva nella tua cartella solo le tue.`}
      confirmLabel={t`Salva ${total} misure`}
      cancelLabel={t`Annulla`}
      error={error}
      onSubmit={submit}
    >
      {users.length > 0 ? (
        <RadioGroup
          label={t`Chi sei tra gli utenti del monitor?`}
          required
          value={chosenUser ? String(choice.userId ?? NONE) : ''}
          onValueChange={(value) => {
            setChosenUser(true);
            setError(null);
            setChoice({ ...choice, userId: value === NONE ? null : Number(value) });
          }}
          error={error !== null && !chosenUser ? error : undefined}
          options={[
            ...users.map((user) => ({
              value: String(user.userId),
              label: user.userName,
              description: t`${user.records.length} misure di pressione ${span(user.records)}`,
            })),
            {
              value: NONE,
              label: t`Nessuno di questi`,
              description: t`Non salvare nessuna misura di pressione.`,
            },
          ]}
        />
      ) : null}
      {counts.oxygen > 0 ? (
        <Checkbox
          label={t`Ossigeno (SpO2): ${counts.oxygen} misure ${span(result.oxygen)}`}
          description={t`Il monitor non dice chi le ha misurate: salvale solo se sono tue.`}
          checked={choice.oxygen}
          onCheckedChange={(checked) => setChoice({ ...choice, oxygen: checked })}
        />
      ) : null}
      {counts.temperature > 0 ? (
        <Checkbox
          label={t`Temperatura corporea: ${counts.temperature} misure ${span(result.temperature)}`}
          description={t`Il monitor non dice chi le ha misurate: salvale solo se sono tue.`}
          checked={choice.temperature}
          onCheckedChange={(checked) => setChoice({ ...choice, temperature: checked })}
        />
      ) : null}
      <p aria-live="polite" className="font-semibold">
        {total === 0
          ? t`Nessuna misura scelta.`
          : t`Saranno salvate ${total} misure nella tua cartella; quelle già presenti non si ripetono.`}
      </p>
    </FormModal>
  );
}
