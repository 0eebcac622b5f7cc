import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './timings';

/**
 * The Radix UI part of Tooltip.jsx, in its own chunk (about 20 KB gzipped with the positioning
 * code): the app asks for it at start-up, beside the first screen, and renders once it is here.
 */
export function Provider({ children }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      disableHoverableContent
    >
      {children}
    </RadixTooltip.Provider>
  );
}

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
  return (
    <RadixTooltip.Root {...(open === undefined ? {} : { open })}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} sideOffset={6} collisionPadding={8}>
          {content}
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
