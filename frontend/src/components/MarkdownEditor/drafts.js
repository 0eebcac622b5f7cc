/**
 * Drafts of what is being written, kept in this browser (localStorage) under a key per form and
 * target, e.g. `draft:comment:thread:42`. Writes wait until typing rests (DRAFT_DELAY_MS);
 * leaving the page (pagehide) writes what is pending. Storage that refuses (private mode, full)
 * only means no draft: nothing here throws.
 */
export const DRAFT_DELAY_MS = 400;
export const DRAFT_PREFIX = 'draft:';

const pending = new Map(); // key -> {timer, text}

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function write(key, text) {
  try {
    if (text) storage()?.setItem(key, text);
    else storage()?.removeItem(key);
  } catch {
    // no room or no storage: no draft
  }
}

/** The saved draft under `key`, or null. */
export function readDraft(key) {
  if (!key) return null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Saves `text` under `key` once typing rests (an empty text removes the draft). */
export function saveDraftSoon(key, text) {
  if (!key) return;
  clearTimeout(pending.get(key)?.timer);
  const timer = setTimeout(() => {
    pending.delete(key);
    write(key, text);
  }, DRAFT_DELAY_MS);
  pending.set(key, { timer, text });
}

/** Forgets the draft under `key` now, and any save still waiting for it (sent or discarded). */
export function clearDraft(key) {
  if (!key) return;
  clearTimeout(pending.get(key)?.timer);
  pending.delete(key);
  write(key, '');
}

/** Writes every waiting save at once (the page is being left). */
export function flushDrafts() {
  for (const [key, { timer, text }] of pending) {
    clearTimeout(timer);
    write(key, text);
  }
  pending.clear();
}

/** Forgets every draft of this browser (signing out on a shared computer). */
export function clearAllDrafts() {
  for (const { timer } of pending.values()) clearTimeout(timer);
  pending.clear();
  const store = storage();
  if (!store) return;
  try {
    const keys = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // nothing to clear
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushDrafts);
