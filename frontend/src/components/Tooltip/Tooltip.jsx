import { createContext, useContext } from 'react';
import { lazyPart } from '../lazyPart';

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './timings';

/**
 * Radix's tooltip code (TooltipPopup.jsx) is not in the first download. `index.jsx` (and
 * Storybook, and Jest's setup) wait for it before the first render, since the provider must sit
 * above the whole app from the start: wrapping the app later would remount it.
 */
export const tooltipPart = lazyPart(() => import(/* webpackChunkName: "tooltip" */ './TooltipPopup'));

/**
 * One provider for the whole app (AppProviders), so the skip delay holds from one tooltip to the
 * next. Tooltip text is not hoverable and takes no pointer events: it repeats the control's name
 * and never covers what the pointer is heading for.
 */
export function TooltipProvider({ children }) {
  const part = tooltipPart.useLoaded();
  return <Provided.Provider value>{part ? <part.Provider>{children}</part.Provider> : children}</Provided.Provider>;
}

/** Whether a TooltipProvider is above; a tooltip without one (a component rendered alone) brings its own. */
const Provided = createContext(false);

/**
 * A short label shown beside a control while it is hovered or has the keyboard focus (Radix UI's
 * Tooltip): for icon-only buttons, whose name is otherwise only spoken. `children` is the one
 * control (it must pass a ref and its event handlers through, as Button does); `content` is the
 * text, which should equal or extend the control's accessible name. Escape hides it. `open` pins it
 * open or closed (stories). Should the tooltip code fail to arrive, the control shows without it.
 */
export function Tooltip({ content, children, side = 'top', open }) {
  const provided = useContext(Provided);
  const part = tooltipPart.useLoaded();
  if (!content || !part) return children;
  const tooltip = (
    <part.Popup content={content} side={side} open={open}>
      {children}
    </part.Popup>
  );
  return provided ? tooltip : <part.Provider>{tooltip}</part.Provider>;
}
