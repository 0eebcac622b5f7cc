/** Spec section 9: a tooltip opens after the pointer rests 700 ms on its control... */
export const TOOLTIP_DELAY_MS = 700;
/** ...and, within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
