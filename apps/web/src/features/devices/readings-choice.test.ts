import {
  createSimulatedMonitor,
  createVirtualClock,
  demoMonitorFixture,
  type MonitorSyncResult,
  syncMonitor,
} from '@cartella/ble';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialChoice, readingCounts, readingsToSave } from './readings-choice.ts';

/** The demonstration monitor synced: Maria (user 1) and Giuseppe (user 2), serial 2207C0042. */
let twoUsers: MonitorSyncResult;
/** The same monitor with Maria alone on it. */
let oneUser: MonitorSyncResult;

beforeAll(async () => {
  const clock = createVirtualClock();
  const monitor = createSimulatedMonitor(demoMonitorFixture, {}, { clock });
  twoUsers = await clock.run(syncMonitor(monitor.transport, { clock }));
  oneUser = {
    ...twoUsers,
    users: twoUsers.users.slice(0, 1),
    pressureByUser: twoUsers.pressureByUser.slice(0, 1),
  };
});

describe('initialChoice', () => {
  it('asks the patient to choose when the monitor has several users and none was chosen before', () => {
    expect(initialChoice(twoUsers, [])).toEqual({
      choice: { userId: null, oxygen: false, temperature: false },
      mustChoose: true,
    });
  });

  it('chooses again the user chosen at the last import of the same monitor', () => {
    const imports = [
      { numero_serie: '2207C0042', id_utente_dispositivo: 2 },
      { numero_serie: '2207C0042', id_utente_dispositivo: 1 },
    ];
    expect(initialChoice(twoUsers, imports)).toEqual({
      choice: { userId: 2, oxygen: false, temperature: false },
      mustChoose: false,
    });
  });

  it('does not take the choice made on another monitor', () => {
    const imports = [{ numero_serie: 'OTHER-1', id_utente_dispositivo: 2 }];
    expect(initialChoice(twoUsers, imports).mustChoose).toBe(true);
  });

  it('chooses the only user of a one-user monitor, with its oxygen and temperature', () => {
    expect(initialChoice(oneUser, [])).toEqual({
      choice: { userId: 1, oxygen: true, temperature: true },
      mustChoose: false,
    });
  });
});

describe('readingsToSave', () => {
  it("saves only the chosen user's pressure readings, and no shared ones unless ticked", () => {
    const counts = readingCounts(twoUsers);
    const readings = readingsToSave(twoUsers, { userId: 1, oxygen: false, temperature: false });
    expect(readings).toHaveLength(counts.pressureOf(1));
    expect(readings.every((reading) => 'parametro_pressione_massima' in reading)).toBe(true);
  });

  it('saves nothing of the pressure when the patient is none of the users', () => {
    const readings = readingsToSave(twoUsers, { userId: null, oxygen: true, temperature: true });
    const counts = readingCounts(twoUsers);
    expect(readings.length).toBeLessThanOrEqual(counts.oxygen + counts.temperature);
    expect(readings.length).toBeGreaterThan(0);
    expect(readings.some((reading) => 'parametro_pressione_massima' in reading)).toBe(false);
  });

  it('leaves out what the thermometer measured on an object', () => {
    const objects = twoUsers.temperature.filter((record) => record.way === 'object').length;
    expect(objects).toBeGreaterThan(0);
    expect(readingCounts(twoUsers).temperature).toBe(twoUsers.temperature.length - objects);
    const temperatures = readingsToSave(twoUsers, { userId: null, oxygen: false, temperature: true });
    expect(temperatures).toHaveLength(readingCounts(twoUsers).temperature);
  });
});
