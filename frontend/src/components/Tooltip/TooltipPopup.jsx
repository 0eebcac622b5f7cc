import { useSyncExternalStore } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './timings';

/**
 * The Radix UI part of Tooltip.jsx, in its own chunk (about 20 KB gzipped with the positioning
 * code), asked for once the page has loaded.
 *
 * Each tooltip has its own Radix provider (none wraps the app, so the first render waits for
 * nothing); what one provider above them all did, they share here: while a tooltip is open, and
 * for TOOLTIP_SKIP_DELAY_MS after it closes, the next one opens at once instead of after
 * TOOLTIP_DELAY_MS.
 */
// 'At once': Radix's delayed open on the next tick (a zero delay raced the closing tooltip's update).
const QUICK_MS = 1;
const skip = { open: 0, skipping: false, timer: 0, listeners: new Set() };

function setSkipping(skipping) {
  if (skip.skipping === skipping) return;
  skip.skipping = skipping;
  skip.listeners.forEach((listener) => listener());
}

function onOpenChange(open) {
  window.clearTimeout(skip.timer);
  skip.open = Math.max(0, skip.open + (open ? 1 : -1));
  if (open) setSkipping(true);
  else if (!skip.open) skip.timer = window.setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

const subscribe = (listener) => {
  skip.listeners.add(listener);
  return () => skip.listeners.delete(listener);
};
const skipping = () => skip.skipping;

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

export function Popup({ content, children, side, open }) {
  const quick = useSyncExternalStore(subscribe, skipping, skipping);
  return (
    <RadixTooltip.Provider
      delayDuration={quick ? QUICK_MS : TOOLTIP_DELAY_MS}
      skipDelayDuration={0}
      disableHoverableContent
    >
      <RadixTooltip.Root onOpenChange={onOpenChange} {...(open === undefined ? {} : { open })}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} sideOffset={6} collisionPadding={8}>
            {content}
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
