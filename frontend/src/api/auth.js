import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';
import { clearFeeds, revalidateFeeds } from './feed';

/** Auth freshness (spec section 9): the current-user answer is reused for 5 minutes. */
export const AUTH_FRESH_MS = 5 * 60 * 1000;

export const authKeys = {
  me: () => '/api/auth/me',
};

/** Spec sections 4 and 9: after login the current user and the posts are refetched after 50 ms. */
export const REFETCH_AFTER_LOGIN_MS = 50;
/** Keys whose contents depend on who is signed in; refetched after login (spec section 4). */
const SESSION_SCOPED = /^\/api\/(users|posts|threads)(\/|\?|$)/;

/**
 * The signed-in user, or null for a visitor. A 401 means anonymous; any other failure of the
 * check is also treated as anonymous and only logged (spec section 4).
 */
export async function fetchCurrentUser() {
  try {
    return await api.get(authKeys.me(), { nullOn401: true });
  } catch (error) {
    console.warn('Could not check the current user; treating the visitor as signed out.', error);
    return null;
  }
}

/** `{user, isLoading, mutate}`; `user` is undefined while loading, null for a visitor. */
export function useCurrentUser() {
  const { data, mutate } = useSWR(authKeys.me(), fetchCurrentUser, {
    dedupingInterval: AUTH_FRESH_MS,
    revalidateIfStale: true,
  });
  // The fetcher never throws, so `undefined` means the first check is still running.
  return { user: data, isLoading: data === undefined, mutate };
}

/**
 * POST /api/auth/login. Answers the own user, or, for a member with a second factor, `{secondFactor:
 * {methods: ['totp', 'recovery']}}` and no session yet (finish with loginSecondFactor).
 */
export function login({ email, password }) {
  return api.post('/api/auth/login', { email, password });
}

/** POST /api/auth/login/second-factor {code}: finishes the pending sign-in; answers the own user. */
export function loginSecondFactor({ code }) {
  return api.post('/api/auth/login/second-factor', { code });
}

export function register({ email, username, password }) {
  return api.post('/api/auth/register', { email, username, password });
}

export function logout() {
  return api.post('/api/auth/logout');
}

export function updateProfile(changes) {
  return api.patch('/api/auth/profile', changes);
}

/**
 * Signs in, stores the user as the current user and refetches the session-scoped lists (users,
 * posts, threads); REFETCH_AFTER_LOGIN_MS later the current user and the posts are fetched again,
 * so anything the sign-in changed on the server (a session-bound field, a post made meanwhile)
 * shows. Resolves with the user after that refetch has started. `signIn` is how: the password
 * (default) or a passkey (api/passkeys.js signInWithPasskey); keep it a stable function.
 */
export function useLogin({ send = login } = {}) {
  const { mutate } = useSWRConfig();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(
    async (credentials) => {
      const user = await send(credentials);
      // A second factor is due: no session yet, nothing to store (the caller asks for the code).
      if (user?.secondFactor) return user;
      await mutate(authKeys.me(), user, { revalidate: false });
      mutate((key) => typeof key === 'string' && SESSION_SCOPED.test(key));
      revalidateFeeds(mutate); // the feed's pages sit under keys a filter does not reach
      // Waited for here, not left to a timer: the caller navigates away once this resolves.
      await new Promise((resolve) => {
        setTimeout(resolve, REFETCH_AFTER_LOGIN_MS);
      });
      if (mounted.current) {
        mutate(authKeys.me());
        revalidateFeeds(mutate);
      }
      return user;
    },
    [mutate, send],
  );
}

/** Like useLogin, for the second step: `finish({code})` with an authenticator or recovery code. */
export function useSecondFactorLogin() {
  return useLogin({ send: loginSecondFactor });
}

/** Registers; the server signs the person in, so the current user is stored and revalidated. */
export function useRegister() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (details) => {
      const user = await register(details);
      if (user) await mutate(authKeys.me(), user, { revalidate: true });
      else await mutate(authKeys.me());
      return user;
    },
    [mutate],
  );
}

/** Signs out; the cached session is cleared even when the call fails (a warning only). */
export function useLogout() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Logout request failed; clearing the local session anyway.', error);
    }
    await mutate((key) => key !== authKeys.me(), undefined, { revalidate: false });
    await clearFeeds(mutate);
    await mutate(authKeys.me(), null, { revalidate: false });
  }, [mutate]);
}

/** Saves profile changes; the answer replaces the cached current user and user-by-id data refetches. */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (changes) => {
      const user = await updateProfile(changes);
      await mutate(authKeys.me(), user, { revalidate: false });
      if (user?.id != null) {
        mutate((key) => typeof key === 'string' && key.startsWith(`/api/users/${user.id}`));
      }
      return user;
    },
    [mutate],
  );
}

/** Asks for a reset link by mail; the answer's message is the same whether the email is known. */
export function requestPasswordReset({ email }) {
  return api.post('/api/auth/forgot-password', { email });
}

/** Sets a new password from a reset link's token; every session of the member ends. */
export function resetPassword({ token, password }) {
  return api.post('/api/auth/reset-password', { token, password });
}
