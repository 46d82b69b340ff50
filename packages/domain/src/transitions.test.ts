import { describe, expect, it } from 'vitest';
import type { Patient } from './entities.ts';
import {
  acceptKardiaFile,
  applyLifestyleAnswers,
  checkPatientSex,
  confidentialityForExamEdit,
  contractAcceptance,
  diagnosisMoveTargets,
  diarySaveMethod,
  examMoveTargets,
  isIdleExpired,
  isSessionValid,
  joinBirthDate,
  markContactDeleted,
  moveDiagnosis,
  moveExam,
  moveTherapy,
  newDoctorAssociation,
  newExam,
  newFile,
  newTherapy,
  refreshCachedPatient,
  restoreContactType,
  softDeleteDiaryEntry,
  softDeleteExam,
  softDeleteVaccination,
  splitBirthDate,
  tagsForVisibility,
  therapyMoveTargets,
  toggleConsent,
  withoutDeleted,
} from './transitions.ts';

describe('contacts (spec 000, section 4)', () => {
  it('deletes by setting the type to -1 and restores the old type on failure', () => {
    const { next, restoreType } = markContactDeleted({
      id_contatto_tipologia: 10 as const,
      contatto_nominativo: 'Anna',
    });
    expect(next.id_contatto_tipologia).toBe(-1);
    expect(restoreContactType(next, restoreType).id_contatto_tipologia).toBe(10);
  });
});

describe('diary (spec 000, section 4)', () => {
  it('creates id 0 with POST and updates any other id with PUT', () => {
    expect(diarySaveMethod({ id_taccuino: 0 })).toBe('POST');
    expect(diarySaveMethod({ id_taccuino: 12 })).toBe('PUT');
  });

  it('soft-deletes with the marker date 2012-12-20 and drops the entry from the list', () => {
    const deleted = softDeleteDiaryEntry({ id_taccuino: 3, deleted_at: null });
    expect(deleted.deleted_at).toBe('2012-12-20');
    expect(withoutDeleted([deleted, { id_taccuino: 4, deleted_at: null }])).toEqual([
      { id_taccuino: 4, deleted_at: null },
    ]);
  });
});

describe('exams (spec 000, section 4)', () => {
  it('offers every list but the current one', () => {
    expect(examMoveTargets(0)).toEqual([2, 1]);
    expect(examMoveTargets(2)).toEqual([1, 0]);
  });

  it('moves to another list and refuses the same list', () => {
    expect(moveExam({ indagine_stato: 0 as const }, 1)).toEqual({ ok: true, value: { indagine_stato: 1 } });
    expect(moveExam({ indagine_stato: 1 as const }, 1)).toEqual({ ok: false, issue: 'option_invalid' });
  });

  it('soft-deletes with status 3', () => {
    expect(softDeleteExam({ indagine_stato: 2, deleted_at: null }, '2026-11-22T10:00:00Z')).toEqual({
      indagine_stato: 3,
      deleted_at: '2026-11-22T10:00:00Z',
    });
  });

  it('creates a new exam in its list with confidentiality 6 and edits without a level at 4', () => {
    expect(newExam(1)).toMatchObject({ indagine_stato: 1, id_livello_confidenzialita: 6 });
    expect(confidentialityForExamEdit(null)).toBe(4);
    expect(confidentialityForExamEdit(2)).toBe(2);
  });
});

describe('therapies (spec 000, section 4)', () => {
  const ongoing = {
    tipo_terapia: 1 as const,
    note: null,
    data_inizio: '2026-01-01',
    data_fine: null,
    status: undefined,
  };
  const forbidden = { ...ongoing, tipo_terapia: 0 as const, note: 'Allergia' };
  const options = { today: '2026-11-22' };

  it('offers the other two types', () => {
    expect(therapyMoveTargets(0)).toEqual([1, 2]);
    expect(therapyMoveTargets(1)).toEqual([0, 2]);
  });

  it('requires a reason when leaving the forbidden list and keeps it as the note', () => {
    expect(moveTherapy(forbidden, 1, options)).toEqual({ ok: false, issue: 'reason_required' });
    const moved = moveTherapy(forbidden, 1, { ...options, reason: 'Tollerato dopo desensibilizzazione' });
    expect(moved).toMatchObject({
      ok: true,
      value: { tipo_terapia: 1, note: 'Tollerato dopo desensibilizzazione' },
    });
  });

  it('requires a reason when entering the forbidden list without a note', () => {
    expect(moveTherapy(ongoing, 0, options)).toEqual({ ok: false, issue: 'reason_required' });
    expect(moveTherapy(ongoing, 0, { ...options, reason: 'Reazione avversa' })).toMatchObject({ ok: true });
  });

  it('ends a therapy moved to concluded today when it had no end date', () => {
    expect(moveTherapy(ongoing, 2, options)).toMatchObject({
      ok: true,
      value: { data_fine: '2026-11-22', status: 'update' },
    });
  });

  it('creates a new therapy with the list type, confidentiality 6 and status add', () => {
    expect(newTherapy(2)).toEqual({
      id_terapie: 0,
      tipo_terapia: 2,
      id_livello_confidenzialita: 6,
      status: 'add',
    });
  });
});

describe('diagnoses (spec 001, section 4)', () => {
  it('moves only suspected diagnoses, to confirmed or excluded', () => {
    expect(diagnosisMoveTargets(1)).toEqual([0, 2]);
    expect(diagnosisMoveTargets(0)).toEqual([]);
    expect(moveDiagnosis({ diagnosi_stato: 1 as const }, 2)).toEqual({
      ok: true,
      value: { diagnosi_stato: 2 },
    });
    expect(moveDiagnosis({ diagnosi_stato: 1 as const }, 1)).toEqual({ ok: false, issue: 'option_invalid' });
  });
});

describe('new items and soft deletes', () => {
  it('creates files with confidentiality 1 and audit id 132', () => {
    expect(newFile()).toEqual({ id_file: 0, id_livello_confidenzialita: 1, id_audit_log: 132 });
  });

  it('associates doctors with visibility 2 and confidentiality 1', () => {
    expect(newDoctorAssociation(7)).toMatchObject({
      visibility: 2,
      assegnazione_confidenzialita: 1,
      status: 'add',
    });
  });

  it('keeps the chosen tags only for visibility 3', () => {
    expect(tagsForVisibility(3, [1], [1, 2, 3])).toEqual([1]);
    expect(tagsForVisibility(1, [1], [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('soft-deletes a vaccination with a fixed past date', () => {
    expect(softDeleteVaccination({ deleted_at: null }).deleted_at).toBe('2012-12-20');
  });

  it('clears a non-PDF Kardia file', () => {
    expect(acceptKardiaFile({ type: 'image/png' })).toEqual({ file: null, issue: 'pdf_required' });
    expect(acceptKardiaFile({ type: 'application/pdf' }).issue).toBeNull();
  });
});

describe('lifestyle answers (spec 001, section 4)', () => {
  it('zeroes the dose and empties the type when the answer is not si', () => {
    const answers = {
      fumo: 'no' as const,
      dosiFumo: '10',
      alcool: null,
      dosiAlcool: '2 bicchieri',
      tipoAlcool: 'Vino' as const,
      droghe: 'si' as const,
      dosiDroghe: '1',
      tipoDroghe: 'LSD' as const,
      caffeina: 'si' as const,
      dosiCaffeina: '3 tazzine',
    };
    expect(applyLifestyleAnswers(answers)).toEqual({
      ...answers,
      dosiFumo: '0',
      dosiAlcool: '0',
      tipoAlcool: '',
    });
  });
});

describe('patient', () => {
  it('keeps the time part of a birth date aside and re-appends it', () => {
    const { date, timePart } = splitBirthDate('1980-01-01 00:00:00');
    expect(date).toBe('1980-01-01');
    expect(joinBirthDate('1980-02-01', timePart)).toBe('1980-02-01 00:00:00');
  });

  it("asks to update the sex when it is 'unknown'", () => {
    expect(checkPatientSex('unknown')).toBe('sex_unknown');
    expect(checkPatientSex('female')).toBeNull();
  });

  it('overwrites only personal, contact, marital and link fields on refresh', () => {
    const user = { id_utente: 1, email: 'a@b.it', utente_nome: 'Mario' };
    const cached = {
      id_paziente: 1,
      paziente_nome: 'Mario',
      paziente_gruppo: 'A +',
      user,
      esami: [],
    } as unknown as Patient;
    const fresh = {
      ...cached,
      paziente_nome: 'Marco',
      paziente_gruppo: 'B +',
      esami: undefined,
    } as unknown as Patient;
    const refreshed = refreshCachedPatient(cached, fresh);
    expect(refreshed.paziente_nome).toBe('Marco');
    expect(refreshed.paziente_gruppo).toBe('A +');
    expect(refreshed.esami).toEqual([]);
  });
});

describe('session, contract and consent', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('lets a navigation through only with token, user and a future expiry', () => {
    expect(isSessionValid({ token: 't', user: '1', expires_at: '2026-11-22T11:00:00Z' }, now)).toBe(true);
    expect(isSessionValid({ token: 't', user: '1', expires_at: '2026-11-22T09:59:59Z' }, now)).toBe(false);
    expect(isSessionValid({ token: null, user: '1', expires_at: '2026-11-22T11:00:00Z' }, now)).toBe(false);
  });

  it('logs out after more than 600 idle seconds', () => {
    expect(isIdleExpired(new Date('2026-11-22T09:50:00Z'), now, 600)).toBe(false);
    expect(isIdleExpired(new Date('2026-11-22T09:49:59Z'), now, 600)).toBe(true);
  });

  it('enables acceptance after scrolling and payment after acceptance', () => {
    expect(contractAcceptance({ scrolledToEnd: false, accepted: true })).toEqual({
      acceptEnabled: false,
      showPaymentButton: false,
    });
    expect(contractAcceptance({ scrolledToEnd: true, accepted: true }).showPaymentButton).toBe(true);
  });

  it('toggles a consent with the date set to now, except treatment 14', () => {
    const consent = { Id_Trattamento: 3, Consenso: false, data_consenso: null };
    expect(toggleConsent(consent, '2026-11-22T10:00:00Z')).toEqual({
      ok: true,
      value: { Id_Trattamento: 3, Consenso: true, data_consenso: '2026-11-22T10:00:00Z' },
    });
    expect(toggleConsent({ ...consent, Id_Trattamento: 14 }, '2026-11-22T10:00:00Z').ok).toBe(false);
  });
});
