import * as RadixScrollArea from '@radix-ui/react-scroll-area';
import { forwardRef } from 'react';
import styled from 'styled-components';

/** Spec section 9: an idle scrollbar hides 600 ms after the pointer leaves or scrolling stops. */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

const Root = styled(RadixScrollArea.Root)`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

const Viewport = styled(RadixScrollArea.Viewport)`
  flex: 1 1 auto;
  min-height: 0;
  width: 100%;
  border-radius: inherit;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: -2px; }
  /* Radix wraps the content in a display: table box, which lets long lines widen it; this area
     only scrolls vertically, so the content keeps the viewport's width. */
  & > div { display: block !important; }
`;

const Scrollbar = styled(RadixScrollArea.Scrollbar)`
  display: flex;
  width: 10px;
  padding: 2px;
  user-select: none;
  touch-action: none;
  transition: background 160ms ease-out;
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
`;

const Thumb = styled(RadixScrollArea.Thumb)`
  position: relative;
  flex: 1;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.border};
  /* A larger target for touch than the drawn thumb. */
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 100%;
    height: 100%;
    min-width: 44px;
    min-height: 44px;
    transform: translate(-50%, -50%);
  }
`;

/**
 * A vertically scrolling area with a thin themed scrollbar (Radix UI's ScrollArea): the native
 * scrolling stays (wheel, touch, keyboard), only the bar is drawn; it shows while the pointer is
 * over the area and hides 600 ms after. The area takes the height its parent allows (a flex
 * column or a max-height). `label` names it as a region and makes it focusable, so keyboard users
 * can scroll an area that holds no focusable content; the ref is the scrolling element.
 */
export const ScrollArea = forwardRef(function ScrollArea({ children, label, className, style, ...props }, ref) {
  return (
    <Root type="hover" scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS} className={className} style={style}>
      <Viewport ref={ref} {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})} {...props}>
        {children}
      </Viewport>
      <Scrollbar orientation="vertical">
        <Thumb />
      </Scrollbar>
    </Root>
  );
});
