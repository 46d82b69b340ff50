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
