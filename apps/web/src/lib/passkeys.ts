import { LoginAnswerSchema, PasskeyAnswerSchema, WebAuthnOptionsAnswerSchema } from '@cartella/domain';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { apiFetch } from './api-client.ts';
import { markActivity } from './session.ts';

/*
 * Passkeys in the browser (issue #23) with @simplewebauthn/browser, which wraps
 * navigator.credentials. Imported on demand (a passkey button was pressed), so no page carries it
 * in its first load.
 */

/**
 * Signs in with a passkey: the second step of a pending sign-in (its cookie tells the server), or
 * on its own (any passkey this browser holds for the site). Throws the browser's error when the
 * patient cancels, or the API's when the server refuses.
 */
export async function signInWithPasskey() {
  const options = await apiFetch('user/login/passkey/options', WebAuthnOptionsAnswerSchema, {
    method: 'POST',
    body: {},
  });
  const risposta = await startAuthentication({
    // The answer's schema checks the challenge only; the rest is the server library's own JSON,
    // made by @simplewebauthn/server for this very browser library.
    optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const answer = await apiFetch('user/login/passkey', LoginAnswerSchema, {
    method: 'POST',
    body: { risposta },
  });
  markActivity();
  return answer;
}

/**
 * Registers a passkey of this device (or a key, or a phone) for the signed-in account, confirmed
 * with the current password.
 */
export async function registerPasskey(nome: string, current_password: string) {
  const options = await apiFetch('user/passkeys/options', WebAuthnOptionsAnswerSchema, {
    method: 'POST',
    body: { current_password },
  });
  const risposta = await startRegistration({
    // As above: @simplewebauthn/server's options, checked here for their challenge only.
    optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return (await apiFetch('user/passkeys', PasskeyAnswerSchema, { method: 'POST', body: { nome, risposta } }))
    .data;
}
