/**
 * A stand-in for the browser's WebAuthn API in Jest (jsdom has none): PublicKeyCredential's JSON
 * helpers and navigator.credentials. `credential` is what the authenticator "answers" (its
 * toJSON()); `failWith` makes it refuse with that DOMException name instead. Returns the calls.
 */
export function fakeWebAuthn({ credential = { id: 'cred-1', type: 'public-key', response: {} }, failWith } = {}) {
  const calls = { create: [], get: [] };
  const answer = (kind) => async (options) => {
    calls[kind].push(options.publicKey);
    if (failWith) throw Object.assign(new Error(failWith), { name: failWith });
    return { toJSON: () => credential };
  };
  window.PublicKeyCredential = {
    parseCreationOptionsFromJSON: (json) => ({ parsed: 'creation', ...json }),
    parseRequestOptionsFromJSON: (json) => ({ parsed: 'request', ...json }),
  };
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: answer('create'), get: answer('get') },
  });
  return calls;
}

export function removeFakeWebAuthn() {
  delete window.PublicKeyCredential;
  delete navigator.credentials;
}
