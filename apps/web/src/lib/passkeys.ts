import { secondFactorOperations } from '@cartella/contract';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { apiClient } from './api-client.ts';
import { markActivity } from './session.ts';

/*
 * Passkeys in the browser (issue #23) with @simplewebauthn/browser, which wraps
 * navigator.credentials. Imported on demand (a passkey button was pressed), so no page carries it
 * in its first load.
 */

/**
 * The browser library's answer with its extension results as a plain object: the same JSON, typed
 * as the request schema's record (the library names them in an interface, which has no index).
 */
function withPlainExtensions<TAnswer extends { clientExtensionResults: object }>(
  answer: TAnswer,
): Omit<TAnswer, 'clientExtensionResults'> & { clientExtensionResults: Record<string, unknown> } {
  const clientExtensionResults: Record<string, unknown> = { ...answer.clientExtensionResults };
  return { ...answer, clientExtensionResults };
}

/**
 * Signs in with a passkey: the second step of a pending sign-in (its cookie tells the server), or
 * on its own (any passkey this browser holds for the site). Throws the browser's error when the
 * patient cancels, or the API's when the server refuses.
 */
export async function signInWithPasskey() {
  const options = await apiClient.call(secondFactorOperations.loginPasskeyOptions, { body: {} });
  const risposta = await startAuthentication({
    // The answer's schema checks the challenge only; the rest is the server library's own JSON,
    // made by @simplewebauthn/server for this very browser library.
    optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const answer = await apiClient.call(secondFactorOperations.loginPasskey, {
    body: { risposta: withPlainExtensions(risposta) },
  });
  markActivity();
  return answer;
}

/**
 * Registers a passkey of this device (or a key, or a phone) for the signed-in account, confirmed
 * with the current password.
 */
export async function registerPasskey(nome: string, current_password: string) {
  const options = await apiClient.call(secondFactorOperations.passkeyOptions, { body: { current_password } });
  const risposta = await startRegistration({
    // As above: @simplewebauthn/server's options, checked here for their challenge only.
    optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return (
    await apiClient.call(secondFactorOperations.passkeyRegister, {
      body: { nome, risposta: withPlainExtensions(risposta) },
    })
  ).data;
}
