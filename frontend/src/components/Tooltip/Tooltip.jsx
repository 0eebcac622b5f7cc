import { cloneElement, isValidElement, useDeferredValue, useId, useLayoutEffect } from 'react';
import { lazyPart, usePageUsed } from '../lazyPart';

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './timings';

// The control that has the keyboard focus: wrapping it in the tooltip's trigger draws it again, and
// the new button takes the focus back (keyboard users keep their place).
let focusedAnchor = null;
function rememberFocus() {
  focusedAnchor = document.activeElement?.getAttribute?.('data-tooltip-anchor') ?? null;
}
if (typeof document !== 'undefined') document.addEventListener('focusin', rememberFocus, true);

/**
 * Radix's tooltip code (TooltipPopup.jsx) is not in the first download, and the first render does
 * not wait for it: it is asked for once the page has loaded (lazyPart), and wrapped around the
 * controls once the person uses the page (usePageUsed: a pointer move, a touch, a key). Until then
 * a control shows without its tooltip. Each tooltip brings its own Radix provider, and the popups share one skip
 * delay between them (TooltipPopup.jsx), so no provider has to wrap the app from the first render.
 */
export const tooltipPart = lazyPart(() =>
  import(/* webpackChunkName: "tooltip" */ './TooltipPopup').then((module) => {
    rememberFocus();
    return module;
  }),
);

/**
 * A short label shown beside a control while it is hovered or has the keyboard focus (Radix UI's
 * Tooltip): for icon-only buttons, whose name is otherwise only spoken. `children` is the one
 * control (it must pass a ref and its event handlers through, as Button does); `content` is the
 * text, which should equal or extend the control's accessible name. Escape hides it. `open` pins it
 * open or closed (stories). Should the tooltip code fail to arrive, the control shows without it.
 */
export function Tooltip({ content, children, side = 'top', open }) {
  // A page of posts has three tooltips a card: wrapping them all when the code arrives is a
  // transition render, in slices, not one long task.
  const loaded = tooltipPart.useLoaded();
  const part = useDeferredValue(usePageUsed() ? loaded : null);
  const anchor = useId();
  const control = isValidElement(children) ? cloneElement(children, { 'data-tooltip-anchor': anchor }) : children;
  const ready = Boolean(part);
  useLayoutEffect(() => {
    if (!ready || focusedAnchor !== anchor) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.getAttribute('data-tooltip-anchor') !== anchor) return;
    const control = document.querySelector(`[data-tooltip-anchor="${anchor}"]`);
    if (control && control !== document.activeElement) control.focus({ preventScroll: true });
  }, [ready, anchor]);
  if (!content || !part) return control;
  return (
    <part.Popup content={content} side={side} open={open}>
      {control}
    </part.Popup>
  );
}
