import { operationUrl, userOperations } from '@cartella/contract';
import type { LoginInput, LoginResult } from '@cartella/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { markActivity } from '../../../lib/session.ts';

/**
 * Signs in; the idle time starts now (a previous session's last activity must not count). A browser
 * gets the user and the expiry; its session is the HttpOnly cookie the answer sets. An account with
 * a second factor gets `second_factor` instead (issue #23): the session starts after that step.
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const answer = await apiClient.call(userOperations.login, { body: input });
  if (answer.success) markActivity();
  return answer;
}

/**
 * The OpenID provider of 'sign in with' (GET /api/user/oauth), or null when none is configured or
 * the server cannot say: the login page then simply shows no button.
 */
export async function fetchOidcProvider(): Promise<{ label: string } | null> {
  try {
    return (await apiClient.call(userOperations.oidcProvider)).data;
  } catch {
    return null;
  }
}

/** Where the browser goes to sign in with the provider: the server redirects on to it. */
export const oidcStartUrl = () => operationUrl(userOperations.oidcStart);
