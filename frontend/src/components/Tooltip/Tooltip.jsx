import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext } from 'react';
import styled from 'styled-components';

/** Spec section 9: a tooltip opens after the pointer rests 700 ms on its control... */
export const TOOLTIP_DELAY_MS = 700;
/** ...and, within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * One provider for the whole app (AppProviders), so the skip delay holds from one tooltip to the
 * next. Tooltip text is not hoverable and takes no pointer events: it repeats the control's name
 * and never covers what the pointer is heading for.
 */
export function TooltipProvider({ children }) {
  return (
    <Provided.Provider value>
      <RadixTooltip.Provider
        delayDuration={TOOLTIP_DELAY_MS}
        skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
        disableHoverableContent
      >
        {children}
      </RadixTooltip.Provider>
    </Provided.Provider>
  );
}

/** Whether a TooltipProvider is above; a tooltip without one (a component rendered alone) brings its own. */
const Provided = createContext(false);

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: 16rem;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
  pointer-events: none;
  user-select: none;
`;

/**
 * A short label shown beside a control while it is hovered or has the keyboard focus (Radix UI's
 * Tooltip): for icon-only buttons, whose name is otherwise only spoken. `children` is the one
 * control (it must pass a ref and its event handlers through, as Button does); `content` is the
 * text, which should equal or extend the control's accessible name. Escape hides it. `open` pins it
 * open or closed (stories).
 */
export function Tooltip({ content, children, side = 'top', open }) {
  const provided = useContext(Provided);
  if (!content) return children;
  const tooltip = (
    <RadixTooltip.Root {...(open === undefined ? {} : { open })}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} sideOffset={6} collisionPadding={8}>
          {content}
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
