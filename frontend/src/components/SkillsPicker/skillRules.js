/** The skills picker's rules (spec section 5), kept apart from the component so they are plain to test. */

export const MAX_SKILLS = 10;
export const MAX_SUGGESTIONS = 8;

const fold = (text) => text.trim().toLowerCase();

/** The catalogue's spelling of `text` (matched ignoring case and surrounding spaces), or null. */
export function catalogueMatch(catalogue, text) {
  const wanted = fold(text);
  if (!wanted) return null;
  return catalogue.find((skill) => fold(skill) === wanted) ?? null;
}

/** True when `skill` is already chosen, ignoring case. */
export function isChosen(chosen, skill) {
  const wanted = fold(skill);
  return chosen.some((entry) => fold(entry) === wanted);
}

/**
 * Up to 8 catalogue entries containing `text` (ignoring case), leaving out chosen ones. An exact
 * match comes first, then names that start with the text, then the rest in catalogue order.
 */
export function suggestionsFor(catalogue, chosen, text, limit = MAX_SUGGESTIONS) {
  const wanted = fold(text);
  if (!wanted) return [];
  const matches = catalogue.filter((skill) => fold(skill).includes(wanted) && !isChosen(chosen, skill));
  const rank = (skill) => (fold(skill) === wanted ? 0 : fold(skill).startsWith(wanted) ? 1 : 2);
  return matches
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => rank(a.skill) - rank(b.skill) || a.index - b.index)
    .slice(0, limit)
    .map(({ skill }) => skill);
}

/**
 * Adding `text` to `chosen`: `{skills}` with the catalogue's spelling appended, or `{error}`
 * saying why not (full, unknown, already there).
 */
export function addSkill(catalogue, chosen, text, max = MAX_SKILLS) {
  if (chosen.length >= max) return { error: `Maximum ${max} skills allowed` };
  const skill = catalogueMatch(catalogue, text);
  if (!skill) return { error: `'${text.trim()}' is not in the skills list. Pick one of the suggestions.` };
  if (isChosen(chosen, skill)) return { error: `${skill} is already added` };
  return { skills: [...chosen, skill] };
}
