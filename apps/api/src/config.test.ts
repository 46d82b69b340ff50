import { describe, expect, it } from 'vitest';
import { settingsFromEnvironment } from './config.ts';

describe('the demo accounts setting', () => {
  it('is off when nothing asks for it', () => {
    expect(settingsFromEnvironment({}).seedDemo).toBe(false);
  });

  it('is off in production without the flag', () => {
    expect(settingsFromEnvironment({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(settingsFromEnvironment({ NODE_ENV: 'production', SERVE_WEB: '1' }).seedDemo).toBe(false);
  });

  it('is on only when SEED_DEMO=1 asks for it', () => {
    expect(settingsFromEnvironment({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(settingsFromEnvironment({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('stays off for any other value', () => {
    for (const value of ['', '0', 'true', 'yes', ' 1']) {
      expect(settingsFromEnvironment({ SEED_DEMO: value }).seedDemo).toBe(false);
    }
  });
});

describe('the support contact', () => {
  it('is unset by default, so the web app shows no support link', () => {
    expect(settingsFromEnvironment({}).app.support).toEqual({ email: null, url: null });
  });

  it('reads SUPPORT_EMAIL and SUPPORT_URL', () => {
    const { support } = settingsFromEnvironment({
      SUPPORT_EMAIL: ' aiuto@asl.example.it ',
      SUPPORT_URL: 'https://asl.example.it/cartella/aiuto',
    }).app;
    expect(support).toEqual({ email: 'aiuto@asl.example.it', url: 'https://asl.example.it/cartella/aiuto' });
  });

  it('refuses a value that is not one address', () => {
    expect(() => settingsFromEnvironment({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => settingsFromEnvironment({ SUPPORT_EMAIL: 'a@b.it, c@d.it' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => settingsFromEnvironment({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
    expect(() => settingsFromEnvironment({ SUPPORT_URL: '/relative' })).toThrow(/SUPPORT_URL/);
  });
});
