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

describe('the mail settings', () => {
  it('write messages into DATA_DIR/outbox/ when SMTP_URL is unset, and the banner says so', () => {
    const { mailer } = settingsFromEnvironment({ DATA_DIR: '/srv/cartella' }).app;
    expect(mailer.description).toBe(
      'Mail: no SMTP_URL, messages are written to /srv/cartella/outbox as .eml files.',
    );
  });

  it('send through SMTP_URL from MAIL_FROM, naming the server but never its password', () => {
    const { mailer } = settingsFromEnvironment({
      SMTP_URL: 'smtps://cartella:segreta@mail.asl.example.it',
      MAIL_FROM: 'cartella@asl.example.it',
    }).app;
    expect(mailer.description).toBe(
      'Mail: SMTP over TLS via mail.asl.example.it:465, from cartella@asl.example.it.',
    );
  });

  it('refuse an SMTP_URL of another scheme, and SMTP without MAIL_FROM', () => {
    expect(() =>
      settingsFromEnvironment({ SMTP_URL: 'http://mail.example.it', MAIL_FROM: 'a@b.it' }),
    ).toThrow(/SMTP_URL/);
    expect(() => settingsFromEnvironment({ SMTP_URL: 'not a url', MAIL_FROM: 'a@b.it' })).toThrow(/SMTP_URL/);
    expect(() => settingsFromEnvironment({ SMTP_URL: 'smtp://mail.example.it:25' })).toThrow(/MAIL_FROM/);
    expect(() => settingsFromEnvironment({ MAIL_FROM: 'a@b.it, c@d.it' })).toThrow(/MAIL_FROM/);
  });

  it('limit the mails of one patient to 20 a day unless MAIL_DAILY_LIMIT says otherwise', () => {
    expect(settingsFromEnvironment({}).app.mailDailyLimit).toBe(20);
    expect(settingsFromEnvironment({ MAIL_DAILY_LIMIT: '5' }).app.mailDailyLimit).toBe(5);
  });
});

describe('the public address of mailed links (PUBLIC_URL, issue #23)', () => {
  it('is this server on localhost by default, on its port', () => {
    expect(settingsFromEnvironment({}).app.publicUrl).toBe('http://localhost:8080');
    expect(settingsFromEnvironment({ PORT: '9000' }).app.publicUrl).toBe('http://localhost:9000');
  });

  it('reads PUBLIC_URL without its trailing slash', () => {
    expect(settingsFromEnvironment({ PUBLIC_URL: 'https://cartella.asl.example.it/' }).app.publicUrl).toBe(
      'https://cartella.asl.example.it',
    );
  });

  it('refuses a relative address, another scheme or a query', () => {
    expect(() => settingsFromEnvironment({ PUBLIC_URL: '/cartella' })).toThrow(/PUBLIC_URL/);
    expect(() => settingsFromEnvironment({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => settingsFromEnvironment({ PUBLIC_URL: 'https://a.example/?x=1' })).toThrow(/PUBLIC_URL/);
  });
});

describe('the TLS files', () => {
  it('are unset by default: plain HTTP, as behind a reverse proxy that ends TLS', () => {
    expect(settingsFromEnvironment({}).tls).toBeNull();
  });

  it('are read from TLS_CERT_FILE and TLS_KEY_FILE, resolved from the working folder', () => {
    const settings = settingsFromEnvironment(
      { TLS_CERT_FILE: 'tls/site.crt', TLS_KEY_FILE: '/etc/site.key' },
      '/srv',
    );
    expect(settings.tls).toEqual({ certFile: '/srv/tls/site.crt', keyFile: '/etc/site.key' });
  });

  it('refuse one without the other', () => {
    expect(() => settingsFromEnvironment({ TLS_CERT_FILE: 'site.crt' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
    expect(() => settingsFromEnvironment({ TLS_KEY_FILE: 'site.key' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE/,
    );
  });
});

describe('the PayPal settings (issue #24) and their demonstration flag (issue #37)', () => {
  const paypal = {
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_API_BASE: 'http://127.0.0.1:9000',
  };

  it('are unset by default: plans show, payment does not', () => {
    expect(settingsFromEnvironment({}).app.paypal).toBeNull();
  });

  it('are a real PayPal unless PAYPAL_DEMO=1 says the counterpart is the demonstration', () => {
    expect(settingsFromEnvironment(paypal).app.paypal?.demonstration).toBeUndefined();
    expect(settingsFromEnvironment({ ...paypal, PAYPAL_DEMO: '1' }).app.paypal?.demonstration).toBe(true);
  });

  it('never call a PayPal beyond this machine a demonstration', () => {
    expect(() =>
      settingsFromEnvironment({
        ...paypal,
        PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
        PAYPAL_DEMO: '1',
      }),
    ).toThrow(/PAYPAL_DEMO=1/);
  });
});
