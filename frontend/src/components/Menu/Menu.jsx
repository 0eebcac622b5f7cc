import { useDeferredValue, useRef, useState } from 'react';
import { lazyPart, usePageUsed } from '../lazyPart';
import { Trigger } from './MenuTrigger';

/** Radix's menu code (about 18 KB gzipped) comes after the first paint, in its own chunk. */
export const menuPart = lazyPart(() =>
  import(/* webpackChunkName: "menu" */ './MenuPopup').then((module) => module.MenuPopup),
);

const OPENS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu button (WAI-ARIA menu pattern) on Radix UI's DropdownMenu: the trigger opens a list of
 * menu items, links (`{label, to}`) or actions (`{label, onSelect}`); `{separator: true}` draws a
 * rule. Enter, Space or ArrowDown on the trigger open it with the first item focused, a click with
 * the menu focused; arrow keys, Home, End and typing a label's first letters move between items;
 * Escape or choosing an item closes it and returns the focus to the trigger (unless the action
 * moved it on, to a form it opened); Tab or a click outside closes it. It is not modal: the page
 * stays readable and scrollable behind it. `ariaLabel` names a trigger that shows no text;
 * `label` names the open menu (defaults to `ariaLabel`). An item may also be `{note: node}`, a
 * line of text that is not an item (who a request is from), and an action may carry `ariaLabel`
 * when its visible label alone is ambiguous ('Accept'). `empty` shows when there are no items.
 *
 * Until the menu's code has arrived, and until the person first uses the page (usePageUsed: a
 * pointer move, a touch, a key), a stand-in trigger is drawn, the same button: a page of twenty
 * posts has twenty menus, and their Radix roots are not mounted while the first screen is still
 * being drawn. A click or key on the stand-in is remembered and the menu opens as soon as the code
 * is here.
 */
export function Menu(props) {
  const loaded = menuPart.useLoaded();
  // A transition render: twenty menus wrapped at the first use are not one long task.
  const popup = useDeferredValue(usePageUsed() ? loaded : null);
  return <MenuOrStandIn {...props} popup={popup} />;
}

/** Menu with the menu's code given as `popup` (null: not here yet). */
export function MenuOrStandIn({ popup: MenuPopup, ...props }) {
  const [pending, setPending] = useState(null);
  const focused = useRef(false);
  if (MenuPopup) return <MenuPopup {...props} pending={pending} />;
  const { children, ariaLabel, bare = false } = props;
  return (
    <Trigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={Boolean(pending?.open)}
      aria-label={ariaLabel}
      $bare={bare}
      onFocus={() => {
        menuPart.start(); // the member is about to use it: no waiting for the idle time
        focused.current = true;
        setPending((state) => ({ ...state, focused: true }));
      }}
      onBlur={() => {
        focused.current = false;
        setPending((state) => ({ ...state, focused: false }));
      }}
      onPointerDown={(event) => {
        menuPart.start();
        if (event.button === 0 && !event.ctrlKey) setPending({ focused: focused.current, open: 'pointer' });
      }}
      onKeyDown={(event) => {
        if (!OPENS.includes(event.key)) return;
        event.preventDefault();
        menuPart.start();
        setPending({ focused: true, open: 'keyboard' });
      }}
    >
      {children}
    </Trigger>
  );
}
