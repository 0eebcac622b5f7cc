/**
 * The vote toggle of spec section 4, shared by threads and projects: clicking the vote you
 * already have removes it (a DELETE); clicking the other type, or voting from none, sets it
 * (a POST). Answers what to do and the choice that results.
 *
 * @param {'upvote'|'downvote'|null} current
 * @param {'upvote'|'downvote'} clicked
 * @returns {{action: 'remove'|'set', vote: 'upvote'|'downvote'|null}}
 */
export function toggleVote(current, clicked) {
  if (current === clicked) return { action: 'remove', vote: null };
  return { action: 'set', vote: clicked };
}

/** Score at which a thread shows the 'HOT TALK' badge (spec section 9). */
export const HOT_TALK_SCORE = 5;

export function isHotTalk(score) {
  return Number(score) >= HOT_TALK_SCORE;
}
