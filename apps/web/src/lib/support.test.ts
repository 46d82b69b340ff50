import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail, supportHref } from './support.ts';

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="cartella-support"]')) meta.remove();
});

describe('the support contact', () => {
  it('is absent when the server configured none, so no support link is shown', () => {
    expect(supportHref()).toBeNull();
  });

  it('prefers the configured address, then the e-mail', () => {
    setMeta('cartella-support-email', 'aiuto@asl.example.it');
    expect(supportHref()).toBe('mailto:aiuto@asl.example.it');
    setMeta('cartella-support-url', 'https://asl.example.it/aiuto');
    expect(supportHref()).toBe('https://asl.example.it/aiuto');
  });

  it('ignores an address that is not a web or mail link', () => {
    setMeta('cartella-support-url', 'javascript:alert(1)');
    expect(supportHref()).toBeNull();
  });

  it('gives the e-mail alone for messages that name it, and nothing for a malformed one', () => {
    expect(supportEmail()).toBeNull();
    setMeta('cartella-support-email', 'aiuto@asl.example.it');
    expect(supportEmail()).toBe('aiuto@asl.example.it');
    for (const meta of document.head.querySelectorAll('meta[name^="cartella-support"]')) meta.remove();
    setMeta('cartella-support-email', 'not an address');
    expect(supportEmail()).toBeNull();
  });
});
