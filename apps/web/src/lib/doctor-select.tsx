import { type AssociatedDoctor, infoMessages } from '@cartella/domain';
import { Select, type SelectOption } from '@cartella/ui/select';
import { useLingui } from '@lingui/react/macro';
import { domainText } from './i18n.ts';

/** The select value of "another doctor, typed by hand" (Radix Select items cannot be empty). */
const OTHER_DOCTOR = 'altro';

/** A doctor as the select offers it: the name, with the specialty when known. */
export function doctorOption(doctor: AssociatedDoctor): SelectOption {
  const { fullname, specializzation } = doctor.care_provider;
  return {
    value: String(doctor.id_careprovider),
    label: specializzation ? `${fullname} (${specializzation})` : fullname,
  };
}

export interface DoctorSelectProps {
  label: string;
  /** The patient's associated doctors. */
  doctors: readonly AssociatedDoctor[];
  /**
   * Options shown before the doctors: the patient, who may not be chosen, or (an allergy the
   * patient reports, issue #37) may, through `onChooseLeading`.
   */
  leadingOptions?: SelectOption[];
  /** The chosen doctor's id, or null for a doctor typed by hand. */
  chosen: number | null | undefined;
  /** The chosen doctor, or null when the patient will type another doctor's name. */
  onChoose: (doctor: AssociatedDoctor | null) => void;
  /** The leading option shown as chosen (its value); it wins over `chosen`. */
  chosenLeading?: string;
  /** A leading option chosen, by its value. */
  onChooseLeading?: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The doctor of a record form (a diagnosis's doctor, a therapy's prescriber): one of the patient's
 * doctors, or the spec's 'another doctor' (issue #26), explained under the select.
 */
export function DoctorSelect({
  label,
  doctors,
  leadingOptions = [],
  chosen,
  onChoose,
  chosenLeading,
  onChooseLeading,
  error,
  disabled,
}: DoctorSelectProps) {
  const { t } = useLingui();
  // The spec's wording for 'another doctor'.
  const newDoctorLabel = domainText(infoMessages.newCareProvider);
  const value =
    chosenLeading ?? (chosen === null ? OTHER_DOCTOR : chosen === undefined ? undefined : String(chosen));
  return (
    <Select
      label={label}
      placeholder={t`Scegli uno dei tuoi medici`}
      options={[
        ...leadingOptions,
        ...doctors.map(doctorOption),
        { value: OTHER_DOCTOR, label: newDoctorLabel },
      ]}
      {...(value === undefined ? {} : { value })}
      description={t`Scegli «${newDoctorLabel}» per scrivere il nome di un medico che non è tra i tuoi dottori.`}
      onValueChange={(choice) => {
        if (choice === OTHER_DOCTOR) onChoose(null);
        else if (leadingOptions.some((option) => option.value === choice)) onChooseLeading?.(choice);
        else {
          const doctor = doctors.find((item) => String(item.id_careprovider) === choice);
          if (doctor !== undefined) onChoose(doctor);
        }
      }}
      error={error}
      disabled={disabled}
    />
  );
}

/** The link from a record form to the doctors page; a new tab keeps the form's draft (spec 000 section 2). */
export function ManageDoctorsLink() {
  const { t } = useLingui();
  return (
    <p className="m-0 text-sm">
      {/* A 44 px target on a phone, as every control is (WCAG 2.5.8 and the phone checks). */}
      <a
        href="/webui/Registro/Dottori"
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center text-brand underline"
      >
        {t`Gestisci i tuoi dottori`}
        <span className="sr-only"> {t`(si apre in una nuova scheda)`}</span>
      </a>
    </p>
  );
}
