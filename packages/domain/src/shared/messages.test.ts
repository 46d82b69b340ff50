import { describe, expect, it } from 'vitest';
import { issueMessages, requestErrorMessages, translate, waitText } from './messages.ts';

describe('a wait in words', () => {
  it('says seconds under a minute and a half, with the singular for one', () => {
    expect(waitText(1, 'it')).toBe('1 secondo');
    expect(waitText(30, 'it')).toBe('30 secondi');
    expect(waitText(1, 'en')).toBe('1 second');
    expect(waitText(89, 'en')).toBe('89 seconds');
  });

  it('says whole minutes, rounded up, from a minute and a half on', () => {
    expect(waitText(90, 'it')).toBe('2 minuti');
    expect(waitText(900, 'it')).toBe('15 minuti');
    expect(waitText(121, 'en')).toBe('3 minutes');
  });

  it('never says zero: a part of a second is one second', () => {
    expect(waitText(0.2, 'it')).toBe('1 secondo');
  });

  it('fills the throttling and rate-limit messages', () => {
    expect(translate(requestErrorMessages.too_many_attempts, 'it', { wait: waitText(4, 'it') })).toBe(
      'Troppi tentativi di accesso non riusciti. Riprova tra 4 secondi.',
    );
    expect(translate(requestErrorMessages.rate_limited, 'en', { wait: waitText(60, 'en') })).toBe(
      'Too many changes in a short time. Try again in 60 seconds.',
    );
  });
});

describe('numbers in a message', () => {
  it('take the decimal comma in Italian and the dot in English', () => {
    expect(translate(issueMessages.out_of_range, 'it', { min: 0.5, max: 400 })).toBe(
      'Controlla il valore inserito. Il valore deve essere compreso tra 0,5 e 400',
    );
    expect(translate(issueMessages.out_of_range, 'en', { min: 0.5, max: 400 })).toBe(
      'Check the value entered. The value must be between 0.5 and 400',
    );
  });

  it('are never grouped, so a large number reads as stored', () => {
    expect(translate(issueMessages.out_of_range, 'it', { min: 10000, max: 20000.5 })).toContain(
      'tra 10000 e 20000,5',
    );
  });
});
