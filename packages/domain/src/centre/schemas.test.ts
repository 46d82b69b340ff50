import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CentreMailSchema, isCentreWebsite } from './schemas.ts';

describe('isCentreWebsite', () => {
  it('accepts an empty website and absolute http or https addresses', () => {
    expect(isCentreWebsite('')).toBe(true);
    expect(isCentreWebsite('https://example.org/iris')).toBe(true);
    expect(isCentreWebsite('http://example.org')).toBe(true);
  });
  it('refuses every other scheme, a relative address and an over-long one', () => {
    for (const site of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      'example.org',
      '//example.org',
    ]) {
      expect(isCentreWebsite(site)).toBe(false);
    }
    expect(isCentreWebsite(`https://example.org/${'a'.repeat(2000)}`)).toBe(false);
  });
});

describe('CentreMailSchema', () => {
  it('keeps only the subject and the text, so a recipient in the body never reaches the server', () => {
    expect(v.parse(CentreMailSchema, { topic: 'Orari', text: 'Ciao', to: 'x@example.net' })).toEqual({
      topic: 'Orari',
      text: 'Ciao',
    });
  });
});
