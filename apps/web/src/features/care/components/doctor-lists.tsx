import {
  type AssociatedDoctorAnswer,
  type CareProvider,
  confidentialityLabels,
  confirmMessages,
  failureMessages,
  newDoctorAssociation,
  successMessages,
  visibilityLabels,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import { PatientRecordList } from '../../../lib/record-lists.tsx';
import { associatedDoctorsQueryOptions } from '../api/care.ts';
import {
  availableDoctorsQueryOptions,
  useReloadDoctors,
  useRequestConfirmationMutation,
  useSaveAssociationMutation,
} from '../api/doctors.ts';

export interface DoctorListsProps {
  patientId: number;
  /** The mail action: opens the mail modal for this doctor. */
  onMail: (doctor: AssociatedDoctorAnswer) => void;
  /** The lock action: opens the visibility, confidentiality and tags modal. */
  onLock: (doctor: AssociatedDoctorAnswer) => void;
  /** Opens the form for a doctor who is not in the directory. */
  onAddOwn: () => void;
}

/** Spec 000 section 5: a case-insensitive contains filter on the full name. */
function matches(fullname: string, query: string) {
  return query === '' || fullname.toLocaleLowerCase('it').includes(query.toLocaleLowerCase('it'));
}

/** Locality and address in one cell ("Roma, Via delle Acacie 14"). */
function place(provider: CareProvider) {
  return [provider.cpp_localita_iscrizione, provider.user?.contact_details?.contatto_indirizzo]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' · ');
}

/** A map search for the doctor's address (the spec's location action, a stub there). */
function mapLink(provider: CareProvider) {
  const address = place(provider);
  return address === '' ? null : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/**
 * A doctor the patient added who has not accepted their mail yet (issue #34, T3a): no mail until
 * then, and the request can be sent again.
 */
function awaitsConfirmation(doctor: AssociatedDoctorAnswer) {
  return doctor.care_provider.email_confermata === false;
}

/**
 * The two lists of /Registro/Dottori (spec 000 section 2 "Doctors"): 'I tuoi dottori' with mail,
 * lock and delete, and 'Ricerca dottore' with add. Each has a search on the full name; emptying a
 * search reloads the lists.
 */
export function DoctorLists({ patientId, onMail, onLock, onAddOwn }: DoctorListsProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const associated = useQuery(associatedDoctorsQueryOptions(patientId));
  const available = useQuery(availableDoctorsQueryOptions(patientId));
  const save = useSaveAssociationMutation(patientId);
  const requestConfirmation = useRequestConfirmationMutation(patientId);
  const reload = useReloadDoctors(patientId);
  const [ownQuery, setOwnQuery] = useState('');
  const [directoryQuery, setDirectoryQuery] = useState('');
  const lastQueries = useRef({ own: '', directory: '' });

  function search(list: 'own' | 'directory', query: string) {
    if (query === '' && lastQueries.current[list] !== '') void reload();
    lastQueries.current[list] = query;
    if (list === 'own') setOwnQuery(query);
    else setDirectoryQuery(query);
  }

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : domainText(failureMessages.genericError),
    });

  async function add(provider: CareProvider) {
    try {
      await save.mutateAsync({ ...newDoctorAssociation(provider.id_careprovider), id_paziente: patientId });
      toast.show({ variant: 'success', title: domainText(successMessages.doctorAdded) });
    } catch (error) {
      showError(error);
    }
  }

  async function askConfirmationAgain(doctor: AssociatedDoctorAnswer) {
    try {
      const { message } = await requestConfirmation.mutateAsync(doctor.id_careprovider);
      toast.show({ variant: 'success', title: message });
    } catch (error) {
      showError(error);
    }
  }

  async function remove(doctor: AssociatedDoctorAnswer) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmRemoveDoctor),
      description: doctor.care_provider.fullname,
      confirmLabel: t`Rimuovi`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync({
        id_paziente: patientId,
        id_cpp: doctor.id_cpp,
        id_careprovider: doctor.id_careprovider,
        assegnazione_confidenzialita: doctor.assegnazione_confidenzialita,
        visibility: doctor.visibility,
        tags: [],
        status: 'delete',
      });
      toast.show({ variant: 'success', title: domainText(successMessages.doctorRemoved) });
    } catch (error) {
      showError(error);
    }
  }

  const loading = (
    <p role="status" className="font-semibold text-brand">
      {t`Caricamento dei dottori`}
    </p>
  );
  const failed = (error: Error) => (
    <p role="alert" className="font-semibold text-danger-strong">
      {error.message}
    </p>
  );
  const ownTitle = t`I tuoi dottori`;
  const directoryTitle = t`Ricerca dottore`;

  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3" aria-label={ownTitle}>
        <h2 className="font-bold text-2xl text-brand">{ownTitle}</h2>
        {associated.isPending ? loading : null}
        {associated.isError ? failed(associated.error) : null}
        {associated.isSuccess ? (
          <PatientRecordList
            caption={ownTitle}
            rows={associated.data.filter((doctor) => matches(doctor.care_provider.fullname, ownQuery))}
            getRowKey={(doctor) => String(doctor.id_cpp)}
            search={{
              label: t`Cerca tra i tuoi dottori`,
              minChars: 1,
              onSearch: (query) => search('own', query),
            }}
            columns={[
              {
                key: 'nome',
                header: t`Nome`,
                cell: (doctor) =>
                  awaitsConfirmation(doctor) ? (
                    <span className="flex flex-col">
                      {doctor.care_provider.fullname}
                      <span className="font-semibold text-sm text-warning-strong">{t`In attesa di conferma`}</span>
                    </span>
                  ) : (
                    doctor.care_provider.fullname
                  ),
              },
              {
                key: 'luogo',
                header: t`Località / indirizzo`,
                cell: (doctor) => place(doctor.care_provider),
              },
              {
                key: 'visibilita',
                header: t`Visibilità`,
                cell: (doctor) =>
                  doctor.visibility === 3
                    ? `${domainText(visibilityLabels[3])}: ${doctor.tags.map((tag) => tag.tag).join(', ')}`
                    : domainText(visibilityLabels[doctor.visibility]),
              },
              {
                key: 'confidenzialita',
                header: t`Confidenzialità`,
                cell: (doctor) => domainText(confidentialityLabels[doctor.assegnazione_confidenzialita]),
              },
              {
                key: 'specializzazione',
                header: t`Specializzazione`,
                cell: (doctor) => doctor.care_provider.specializzation,
              },
            ]}
            actions={[
              {
                key: 'mail',
                icon: 'envelope',
                label: (doctor) => t`Scrivi a ${doctor.care_provider.fullname}`,
                onSelect: onMail,
                showOnCompact: true,
                isHidden: (doctor) => doctor.email === '' || awaitsConfirmation(doctor),
              },
              {
                key: 'confirmation',
                icon: 'envelope',
                label: (doctor) =>
                  t`Invia di nuovo la richiesta di conferma a ${doctor.care_provider.fullname}`,
                onSelect: (doctor) => void askConfirmationAgain(doctor),
                showOnCompact: true,
                isHidden: (doctor) => !awaitsConfirmation(doctor),
              },
              {
                key: 'lock',
                icon: 'lock',
                label: (doctor) => t`Visibilità e confidenzialità di ${doctor.care_provider.fullname}`,
                onSelect: onLock,
                showOnCompact: true,
              },
              {
                key: 'delete',
                icon: 'trash',
                tone: 'danger',
                label: (doctor) => t`Rimuovi ${doctor.care_provider.fullname}`,
                onSelect: (doctor) => void remove(doctor),
                showOnCompact: true,
              },
            ]}
            empty={
              <EmptyState
                title={
                  ownQuery === ''
                    ? t`Non hai ancora dottori: aggiungili dalla ricerca qui sotto`
                    : t`Nessun dottore corrisponde alla ricerca`
                }
              />
            }
          />
        ) : null}
      </section>

      <section className="flex flex-col gap-3" aria-label={directoryTitle}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold text-2xl text-brand">{directoryTitle}</h2>
          <Button variant="secondary" onClick={onAddOwn}>
            {t`Aggiungi un dottore non in elenco`}
          </Button>
        </div>
        {available.isPending ? loading : null}
        {available.isError ? failed(available.error) : null}
        {available.isSuccess ? (
          <PatientRecordList
            caption={directoryTitle}
            rows={available.data.filter((provider) => matches(provider.fullname, directoryQuery))}
            getRowKey={(provider) => String(provider.id_careprovider)}
            search={{
              label: t`Cerca un dottore per nome`,
              minChars: 1,
              onSearch: (query) => search('directory', query),
            }}
            columns={[
              { key: 'nome', header: t`Nome`, cell: (provider) => provider.fullname },
              {
                key: 'luogo',
                header: t`Località / indirizzo`,
                cell: (provider) => {
                  const href = mapLink(provider);
                  return href === null ? (
                    ''
                  ) : (
                    <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand underline">
                      {place(provider)}
                      <span className="sr-only"> {t`(mappa, si apre in una nuova finestra)`}</span>
                    </a>
                  );
                },
              },
              {
                key: 'specializzazione',
                header: t`Specializzazione`,
                cell: (provider) => provider.specializzation,
              },
            ]}
            actions={[
              {
                key: 'add',
                icon: 'plus',
                label: (provider) => t`Aggiungi ${provider.fullname}`,
                onSelect: (provider) => void add(provider),
                showOnCompact: true,
              },
            ]}
            empty={
              <EmptyState
                title={
                  directoryQuery === ''
                    ? t`Nessun altro dottore in elenco`
                    : t`Nessun dottore corrisponde alla ricerca`
                }
              />
            }
          />
        ) : null}
      </section>
    </div>
  );
}
