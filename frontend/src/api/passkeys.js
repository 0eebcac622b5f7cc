import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, apiRequest, errorMessage, fetcher } from './client';

/**
 * Passkeys (docs/account.md): the member's own list, and the two WebAuthn ceremonies done with
 * the browser's own API (PublicKeyCredential.parseCreationOptionsFromJSON /
 * parseRequestOptionsFromJSON and credential.toJSON()): the server sends options, the browser asks
 * the authenticator (fingerprint, face, PIN), the answer goes back to be verified.
 */
export const passkeyKeys = {
  list: () => '/api/auth/passkeys',
};

/** Whether this browser can use passkeys at all (the JSON helpers included). */
export function passkeysSupported() {
  return (
    typeof window !== 'undefined' &&
    typeof window.PublicKeyCredential?.parseCreationOptionsFromJSON === 'function' &&
    typeof window.PublicKeyCredential?.parseRequestOptionsFromJSON === 'function' &&
    typeof navigator.credentials?.create === 'function'
  );
}

/** What the browser's refusals mean to a person (the ceremony's DOMException names). */
export function passkeyErrorMessage(error, fallback) {
  switch (error?.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'The passkey request was cancelled or timed out.';
    case 'InvalidStateError':
      return 'This device already holds a passkey for your account.';
    case 'SecurityError':
      return "Passkeys need the site's name: open DevNet at its address (http://localhost, not 127.0.0.1).";
    case 'NotSupportedError':
      return 'This browser or device cannot make a passkey.';
    default:
      return errorMessage(error, fallback);
  }
}

/** `{passkeys, error, isLoading, mutate}`: `[{id, name, createdAt, lastUsedAt}]`, oldest first. */
export function usePasskeys() {
  const { data, error, isLoading, mutate } = useSWR(passkeyKeys.list(), fetcher);
  return { passkeys: data, error, isLoading, mutate };
}

/** Adds a passkey under `name`: options, the authenticator's new credential, verified and stored. */
export async function createPasskey(name) {
  const options = await api.post('/api/auth/passkeys/register/options');
  const publicKey = window.PublicKeyCredential.parseCreationOptionsFromJSON(options.publicKey);
  const credential = await navigator.credentials.create({ publicKey });
  return api.post('/api/auth/passkeys', { challengeId: options.challengeId, name, credential: credential.toJSON() });
}

/**
 * `{challengeId, credential}`: a sign-in challenge answered by the authenticator (it offers the
 * passkeys it holds for this site). What any endpoint that verifies a passkey takes.
 */
export async function passkeyAssertion() {
  const options = await api.post('/api/auth/passkeys/login/options');
  const publicKey = window.PublicKeyCredential.parseRequestOptionsFromJSON(options.publicKey);
  const credential = await navigator.credentials.get({ publicKey });
  return { challengeId: options.challengeId, credential: credential.toJSON() };
}

/** Signs in with a passkey alone; answers the own user object, as a password login does. */
export async function signInWithPasskey() {
  return api.post('/api/auth/passkeys/login', await passkeyAssertion());
}

/**
 * Finishes a pending sign-in (the password was right, `{secondFactor: {methods: [..., 'passkey']}}`)
 * with one of the member's passkeys; answers the own user object.
 */
export async function finishSignInWithPasskey() {
  return api.post('/api/auth/login/second-factor/passkey', await passkeyAssertion());
}

/** Re-authenticates the signed-in member with one of their passkeys (204; useReauth retries then). */
export async function reauthenticateWithPasskey() {
  return api.post('/api/auth/reauthenticate', await passkeyAssertion());
}

/** `{add(name), rename(id, name), remove(id)}`; the list is read again after each. */
export function usePasskeyMutations() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(passkeyKeys.list()), [mutate]);
  const add = useCallback(
    async (name) => {
      const passkey = await createPasskey(name);
      await refresh();
      return passkey;
    },
    [refresh],
  );
  const rename = useCallback(
    async (id, name) => {
      const passkey = await api.patch(`/api/auth/passkeys/${id}`, { name });
      await refresh();
      return passkey;
    },
    [refresh],
  );
  const remove = useCallback(
    async (id) => {
      await apiRequest(`/api/auth/passkeys/${id}`, { method: 'DELETE' });
      await refresh();
    },
    [refresh],
  );
  return { add, rename, remove };
}
