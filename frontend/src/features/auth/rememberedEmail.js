/** The login email kept for 'Remember me'. */
export const REMEMBERED_EMAIL_KEY = 'devnet-remembered-email';

export function readRememberedEmail() {
  try {
    return window.localStorage.getItem(REMEMBERED_EMAIL_KEY);
  } catch {
    return null;
  }
}

/** Stores `email` when `remember` is set, else forgets any stored one. */
export function saveRememberedEmail(email, remember) {
  try {
    if (remember) window.localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else window.localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}
