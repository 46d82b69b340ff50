import { describe, expect, it } from 'vitest';
import { allCodes, codesAt } from '../shared/test-support/issues.ts';
import { MailSchema } from './schemas.ts';

describe('mail', () => {
  const valid = {
    topic: 'Referto',
    text: 'Buongiorno',
    from: 'a@b.it',
    to: 'c@d.it',
    name: 'Mario',
    recName: 'Dott. Verdi',
  };

  it('accepts a complete mail and requires the subject', () => {
    expect(allCodes(MailSchema, valid)).toEqual({});
    expect(codesAt(MailSchema, { ...valid, topic: '' }, 'topic')).toEqual(['required']);
  });
});
