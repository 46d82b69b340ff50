import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { uploadFailure } from './upload-failure.ts';

function setSupportEmail(address: string) {
  const meta = document.createElement('meta');
  meta.name = 'cartella-support-email';
  meta.content = address;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="cartella-support-email"]')) meta.remove();
});

describe('an upload that failed', () => {
  it('for want of the server says so in the spec’s words, with the support address', () => {
    setSupportEmail('aiuto@asl.example.it');
    for (const error of [
      new ApiError(0, 'internal', 'Rete assente'),
      new ApiError(503, 'internal', 'x'),
      new Error('x'),
    ]) {
      const answer = uploadFailure(error);
      expect(answer).toBeInstanceOf(ApiError);
      expect((answer as ApiError).message).toBe(
        'Si è verificato un problema nel caricamento del file. Prova a riprovare più tardi. Se il problema persiste segnalalo scrivendo ad aiuto@asl.example.it',
      );
    }
  });

  it('keeps the server’s own reason when it refused the file', () => {
    setSupportEmail('aiuto@asl.example.it');
    const refused = new ApiError(413, 'payload_too_large', 'Il file supera 20 MB.');
    expect(uploadFailure(refused)).toBe(refused);
  });

  it('keeps the error as it is when no support address is configured', () => {
    const offline = new ApiError(0, 'internal', 'Rete assente');
    expect(uploadFailure(offline)).toBe(offline);
  });
});
