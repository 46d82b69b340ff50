import {
  DeviceImportListAnswerSchema,
  DeviceImportUndoAnswerSchema,
  DeviceReadingsAnswerSchema,
  FileListAnswerSchema,
  FileSaveAnswerSchema,
  VitalReadingListAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { type PatientSession, useDemoPatients } from '../test/app.ts';
import { requestAs } from '../test/http.ts';

const { giuliaOf, marcoOf } = useDemoPatients();

const monitorReadings = [
  {
    created_on: '2026-11-20T07:30:00.000Z',
    parametro_pressione_massima: 124,
    parametro_pressione_minima: 81,
    parametro_frequenza_cardiaca: 71,
  },
  { created_on: '2026-11-20T07:35:00.000Z', parametro_spo2: 97, parametro_frequenza_cardiaca: 70 },
  { created_on: '2026-11-20T07:40:00.000Z', parametro_temperatura: 36.6 },
];

/** The demonstration monitor, with its user "Maria" chosen. */
const monitor = {
  nome: 'PC-303',
  numero_serie: 'DEMO-0001',
  id_utente_dispositivo: 1,
  utente_dispositivo: 'Maria',
};

async function importsOf(session: PatientSession) {
  const response = await requestAs(session, 'GET', `/api/importazioniDispositivo/${session.patientId}`);
  return v.parse(DeviceImportListAnswerSchema, await response.json()).data;
}

async function readingsOf(session: PatientSession) {
  const response = await requestAs(session, 'GET', `/api/rilevazioniPatient/${session.patientId}`);
  return v.parse(VitalReadingListAnswerSchema, await response.json()).data;
}

describe('POST /api/rilevazioniDispositivo', () => {
  it('saves the readings of a monitor as vital readings from the device, and adds nothing the second time', async () => {
    const giulia = await giuliaOf();
    const before = (await readingsOf(giulia)).length;
    const body = { id_paziente: giulia.patientId, dispositivo: monitor, readings: monitorReadings };
    const first = await requestAs(giulia, 'POST', '/api/rilevazioniDispositivo', body);
    expect(first.status).toBe(200);
    const answer = v.parse(DeviceReadingsAnswerSchema, await first.json());
    expect(answer).toEqual({
      message: 'Dati salvati con successo!',
      data: { added: 3, skipped: 0, id_importazione: expect.any(Number) },
    });
    const second = await requestAs(giulia, 'POST', '/api/rilevazioniDispositivo', body);
    expect(v.parse(DeviceReadingsAnswerSchema, await second.json()).data).toEqual({
      added: 0,
      skipped: 3,
      id_importazione: null,
    });
    const readings = await readingsOf(giulia);
    expect(readings).toHaveLength(before + 3);
    expect(readings.find((reading) => reading.created_on === '2026-11-20T07:30:00.000Z')).toMatchObject({
      parametro_pressione_massima: 124,
      parametro_pressione_minima: 81,
      source: 'dispositivo',
    });
  });

  it('refuses a reading out of range with the vital-reading rules', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'POST', '/api/rilevazioniDispositivo', {
      id_paziente: giulia.patientId,
      dispositivo: monitor,
      readings: [{ created_on: '2026-11-20T07:40:00.000Z', parametro_temperatura: 60 }],
    });
    expect(response.status).toBe(400);
  });

  it("refuses Marco a save into Giulia's record, and stores nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const before = await readingsOf(giulia);
    const response = await requestAs(marco, 'POST', '/api/rilevazioniDispositivo', {
      id_paziente: giulia.patientId,
      dispositivo: monitor,
      readings: [{ created_on: '2026-11-21T07:30:00.000Z', parametro_spo2: 95 }],
    });
    expect(response.status).toBe(403);
    expect(await readingsOf(giulia)).toEqual(before);
  });

  it('refuses a save that does not say which monitor it came from', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'POST', '/api/rilevazioniDispositivo', {
      id_paziente: giulia.patientId,
      readings: monitorReadings,
    });
    expect(response.status).toBe(400);
  });
});

describe('device imports', () => {
  let day = 0;

  /** Imports two readings of a day no other import of this file used (the database is the file's). */
  async function importFor(session: PatientSession) {
    day += 1;
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    const response = await requestAs(session, 'POST', '/api/rilevazioniDispositivo', {
      id_paziente: session.patientId,
      dispositivo: { ...monitor, numero_serie: 'IMPORT-TEST' },
      readings: [
        { created_on: `${date}T06:00:00.000Z`, parametro_spo2: 96, parametro_frequenza_cardiaca: 66 },
        { created_on: `${date}T06:05:00.000Z`, parametro_temperatura: 36.4 },
      ],
    });
    const id = v.parse(DeviceReadingsAnswerSchema, await response.json()).data.id_importazione;
    if (id === null) throw new Error('nothing imported');
    return id;
  }

  it('lists a save as an import naming the monitor, the user chosen on it and its readings', async () => {
    const giulia = await giuliaOf();
    const id = await importFor(giulia);
    const listed = (await importsOf(giulia)).find((entry) => entry.id_importazione === id);
    expect(listed).toMatchObject({
      dispositivo: 'PC-303',
      numero_serie: 'IMPORT-TEST',
      id_utente_dispositivo: 1,
      utente_dispositivo: 'Maria',
      misure: 2,
    });
  });

  it('undoes an import, once the password confirms it: every reading of it leaves the record', async () => {
    const giulia = await giuliaOf();
    const before = await readingsOf(giulia);
    const id = await importFor(giulia);
    expect(await readingsOf(giulia)).toHaveLength(before.length + 2);

    const wrong = await requestAs(giulia, 'POST', `/api/annullaImportazione/${id}`, {
      current_password: 'not-the-password',
    });
    expect(wrong.status).toBe(400);
    expect(await readingsOf(giulia)).toHaveLength(before.length + 2);

    const undone = await requestAs(giulia, 'POST', `/api/annullaImportazione/${id}`, {
      current_password: DEMO_PASSWORD,
    });
    expect(undone.status).toBe(200);
    expect(v.parse(DeviceImportUndoAnswerSchema, await undone.json())).toEqual({
      message: 'Importazione annullata',
      data: { removed: 2 },
    });
    expect(await readingsOf(giulia)).toEqual(before);
    expect((await importsOf(giulia)).map((entry) => entry.id_importazione)).not.toContain(id);
  });

  it("refuses Marco Giulia's imports, to list or to undo with his own password, and removes nothing", async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const id = await importFor(giulia);
    const before = await readingsOf(giulia);
    const list = await requestAs(marco, 'GET', `/api/importazioniDispositivo/${giulia.patientId}`);
    expect(list.status).toBe(403);
    for (const target of [id, 2_000_000_000]) {
      const undo = await requestAs(marco, 'POST', `/api/annullaImportazione/${target}`, {
        current_password: DEMO_PASSWORD,
      });
      expect(undo.status).toBe(403);
    }
    expect(await readingsOf(giulia)).toEqual(before);
  });
});

/** A 30-second strip at 250 Hz: a beat a second, the lead off for a moment. */
function ecgOf(patientId: number) {
  const samples: (number | null)[] = Array.from({ length: 7501 }, (_, index) =>
    index % 250 < 10 ? 1.2 : Math.sin(index / 40) * 0.1,
  );
  samples[3000] = null;
  return {
    id_paziente: patientId,
    recorded_at: '2026-11-20T07:12:00.000Z',
    mode: 'hand-hand',
    result: 'happy',
    average_bpm: 60,
    sample_rate_hz: 250,
    samples_mv: samples,
  };
}

describe('POST /api/ecgDispositivo', () => {
  it('stores the strip as a Kardia PDF named by its date, with mode and result', async () => {
    const giulia = await giuliaOf();
    const response = await requestAs(giulia, 'POST', '/api/ecgDispositivo', ecgOf(giulia.patientId));
    expect(response.status).toBe(200);
    const answer = v.parse(FileSaveAnswerSchema, await response.json());
    expect(answer.message).toBe('File salvato con successo!');
    expect(answer.data).toMatchObject({
      file_nome: 'ECG-20261120-0812.pdf',
      file_type: 'application/pdf',
      type: 'kardia',
      data_rilievo: '2026-11-20',
      file_commento: 'ECG hand-hand, regolare, 60 bpm',
    });
    const pdf = await requestAs(giulia, 'GET', `/api/getKardiaFile/${answer.data?.id_file}`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const list = await requestAs(giulia, 'GET', `/api/getFiles/${giulia.patientId}`);
    expect(v.parse(FileListAnswerSchema, await list.json()).data.map((file) => file.file_nome)).toContain(
      'ECG-20261120-0812.pdf',
    );
  });

  it('refuses a strip out of range and Marco a strip for Giulia', async () => {
    const giulia = await giuliaOf();
    const marco = await marcoOf();
    const wild = await requestAs(giulia, 'POST', '/api/ecgDispositivo', {
      ...ecgOf(giulia.patientId),
      samples_mv: [0, 1e9],
    });
    expect(wild.status).toBe(400);
    const stolen = await requestAs(marco, 'POST', '/api/ecgDispositivo', ecgOf(giulia.patientId));
    expect(stolen.status).toBe(403);
  });
});
