import { defaultMenu, MenuAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { useTestDatabase } from '../test/database.ts';
import { request, signIn, silentLogger } from '../test/http.ts';

const database = useTestDatabase();

async function menuOf(email: string) {
  const app = createApp({ db: database.db, config: { logError: silentLogger } });
  const { success } = await signIn(app, email);
  const response = await request(app, 'GET', `/api/menu/${success.user.id_utente}`, undefined, {
    token: success.token,
  });
  expect(response.status).toBe(200);
  return v.parse(MenuAnswerSchema, await response.json()).data;
}

describe('GET /api/menu/{id}', () => {
  it('gives a patient every area of both documents but the admin entry', async () => {
    const menu = await menuOf('giulia.bianchi@example.org');
    const expected = defaultMenu.filter((item) => item.permission === undefined).map((item) => item.label);
    expect(menu.map((item) => item.label)).toEqual(expected);
    expect(menu.map((item) => item.label)).not.toContain('nav.admin');
    const registro = menu.find((item) => item.label === 'nav.registro');
    expect(registro?.submenu.map((entry) => entry.url)).toContain('/Registro/SchedaPaziente');
    expect(registro?.submenu.every((entry) => entry.label.startsWith('nav.'))).toBe(true);
  });

  it('adds the admin entry with its submenu for the admin', async () => {
    const menu = await menuOf('admin@example.org');
    const admin = menu.find((item) => item.label === 'nav.admin');
    expect(admin).toMatchObject({ url: '/admin/admin', active: true });
    expect(admin?.submenu.map((entry) => entry.url)).toEqual([
      '/admin/funzionalita',
      '/admin/ruoli',
      '/admin/licenze',
      '/admin/utenti',
      '/admin/audit',
    ]);
  });

  it("refuses another user's menu with 403", async () => {
    const app = createApp({ db: database.db, config: { logError: silentLogger } });
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const admin = await signIn(app, 'admin@example.org');
    const response = await request(app, 'GET', `/api/menu/${admin.success.user.id_utente}`, undefined, {
      token: giulia.success.token,
    });
    expect(response.status).toBe(403);
  });
});
