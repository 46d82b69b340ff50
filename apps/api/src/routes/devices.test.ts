import { DeviceReadingsAnswerSchema, VitalReadingListAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signInPatient, silentLogger } from '../test/http.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

async function signedIn(email: string) {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  return signInPatient(
    createApp({ db: handle.db, config: { now: clock.now, logError: silentLogger } }),
    email,
  );
}

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

async function readingsOf(session: Awaited<ReturnType<typeof signedIn>>) {
  const response = await request(
    session.app,
    'GET',
    `/api/rilevazioniPatient/${session.patientId}`,
    undefined,
    {
      token: session.token,
    },
  );
  return v.parse(VitalReadingListAnswerSchema, await response.json()).data;
}

describe('POST /api/rilevazioniDispositivo', () => {
  it('saves the readings of a monitor as vital readings from the device, and adds nothing the second time', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const before = (await readingsOf(giulia)).length;
    const body = { id_paziente: giulia.patientId, readings: monitorReadings };
    const first = await request(giulia.app, 'POST', '/api/rilevazioniDispositivo', body, {
      token: giulia.token,
    });
    expect(first.status).toBe(200);
    expect(v.parse(DeviceReadingsAnswerSchema, await first.json())).toEqual({
      message: 'Dati salvati con successo!',
      data: { added: 3, skipped: 0 },
    });
    const second = await request(giulia.app, 'POST', '/api/rilevazioniDispositivo', body, {
      token: giulia.token,
    });
    expect(v.parse(DeviceReadingsAnswerSchema, await second.json()).data).toEqual({ added: 0, skipped: 3 });
    const readings = await readingsOf(giulia);
    expect(readings).toHaveLength(before + 3);
    expect(readings.find((reading) => reading.created_on === '2026-11-20T07:30:00.000Z')).toMatchObject({
      parametro_pressione_massima: 124,
      parametro_pressione_minima: 81,
      source: 'dispositivo',
    });
  });

  it('refuses a reading out of range with the vital-reading rules', async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const response = await request(
      giulia.app,
      'POST',
      '/api/rilevazioniDispositivo',
      {
        id_paziente: giulia.patientId,
        readings: [{ created_on: '2026-11-20T07:40:00.000Z', parametro_temperatura: 60 }],
      },
      { token: giulia.token },
    );
    expect(response.status).toBe(400);
  });

  it("refuses Marco a save into Giulia's record, and stores nothing", async () => {
    const giulia = await signedIn('giulia.bianchi@example.org');
    const marco = await signedIn('marco.rossi@example.org');
    const before = await readingsOf(giulia);
    const response = await request(
      marco.app,
      'POST',
      '/api/rilevazioniDispositivo',
      {
        id_paziente: giulia.patientId,
        readings: [{ created_on: '2026-11-21T07:30:00.000Z', parametro_spo2: 95 }],
      },
      { token: marco.token },
    );
    expect(response.status).toBe(403);
    expect(await readingsOf(giulia)).toEqual(before);
  });
});
