import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useCurrentUser, useLogout } from '../../api/auth';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { breakpoint } from '../../theme/tokens';
import { Avatar } from '../Avatar/Avatar';
import { ButtonLink } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Menu } from '../Menu/Menu';
import { NotificationBell } from './NotificationBell';
import { SearchBox } from '../SearchBox/SearchBox';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';

export const ALPHA_LABEL = 'Alpha v0.2';

/** Wide-screen navigation for signed-in users; the rest sits in the 'More' menu. */
const primaryLinks = [
  { label: 'Feed', to: '/feed' },
  { label: 'Discussions', to: '/threads' },
  { label: 'Developers', to: '/developers' },
];

const moreLinks = [
  { label: 'Friends', to: '/friends' },
  { label: 'Messages', to: '/messages' },
  { label: 'Portfolio', to: '/projects' },
  { label: 'Overview', to: '/dashboard' },
];

const mobileLinks = [
  { label: 'Overview', to: '/dashboard' },
  { label: 'Feed', to: '/feed' },
  { label: 'Discussions', to: '/threads' },
  { label: 'Network', to: '/developers' },
  { label: 'Friends', to: '/friends' },
  { label: 'Messages', to: '/messages' },
  { label: 'Portfolio', to: '/projects' },
];

/**
 * A visitor's way in (issue 47; the spec gives visitors no navigation): the public lists and the
 * feed, whose page shows a visitor its sign-in card. In the bar from md up, in the menu below.
 */
export const visitorLinks = [
  { label: 'Threads', to: '/threads' },
  { label: 'Projects', to: '/projects' },
  { label: 'Developers', to: '/developers' },
  { label: 'Feed', to: '/feed' },
];

const accountLinks = [
  { label: 'Profile', to: '/profile' },
  { label: 'Edit Profile', to: '/profile/edit' },
  { label: 'Subscription', to: '/subscribe' },
  { label: 'Settings', to: '/settings' },
];

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

/* Phone first: tight gaps and padding so the row fits 320 px; roomier from sm and lg up. */
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 80rem;
  height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(4)};
  }
  ${({ theme }) => theme.media.lg} { gap: ${({ theme }) => theme.space(6)}; }
`;

/* Under 360 px (a small phone) a visitor's alpha label sits under the logo, so 'Log in', 'Sign up'
   and the menu button fit; a member's row has room for it beside the logo. */
const Brand = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space(1.5)};
  @media (max-width: 359.98px) {
    &[data-stacked] {
      flex-direction: column;
      align-items: flex-start;
      gap: 2px;
    }
  }
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space(2)}; }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.black};
  text-decoration: none;
`;

const LogoMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  ${({ theme }) => theme.media.sm} { width: 32px; height: 32px; }
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

/* Below sm the wordmark gives way so the header's buttons fit a phone's width. */
const Wordmark = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} { display: inline; }
`;

const AlphaBadge = styled.span`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`}; }
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.badge};
  color: ${({ theme }) => theme.color.badgeText};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  @media (max-width: 359.98px) { font-size: 10px; line-height: 1.4; }
`;

/* A visitor's four links need the room of a wide screen (with the search field); below lg they
   are in the menu. */
const VisitorNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  ${({ theme }) => theme.media.lg} { display: flex; }
  a { padding-left: ${({ theme }) => theme.space(2)}; padding-right: ${({ theme }) => theme.space(2)}; }
`;

const navLinkStyles = css`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceHover}; }
  &.active { color: ${({ theme }) => theme.color.text}; background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.md} { display: flex; }
`;

const NavItem = styled(NavLink)`${navLinkStyles}`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  margin-left: auto;
  /* On a phone the row is tight: no button may be squeezed below its size. */
  & > * { flex-shrink: 0; }
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space(2)}; }
`;

/** Holds the sign-in buttons' place while the current user is being checked, so nothing shifts. */
const Placeholder = styled.span`
  display: flex;
  gap: inherit;
  visibility: hidden;
`;

/* On a phone the theme toggle moves into the (signed-in) menu panel to leave room for the menu button. */
const WideOnly = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} { display: inline-flex; }
`;

const PanelTheme = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme }) => theme.media.sm} { display: none; }
`;

/* The search field's own row under the bar, opened by the search button on narrow screens. */
const SearchRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > [role='search'] { flex: 1 1 auto; max-width: 40rem; }
`;

const IconButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
`;

const SignInLink = styled(ButtonLink)`
  /* Two buttons side by side on a 320 px phone: a little less padding there. */
  padding-left: ${({ theme }) => theme.space(2)};
  padding-right: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space(3)};
    padding-right: ${({ theme }) => theme.space(3)};
  }
`;

/* A member's menu button and panel give way to the bar's navigation from md, a visitor's from lg. */
const MobileToggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ theme, $until }) => theme.media[$until]} { display: none; }
`;

const MobileNav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme, $until }) => theme.media[$until]} { display: none; }
`;

const MobileItem = styled(NavLink)`${navLinkStyles}`;

/**
 * The site header: logo and alpha label; for signed-in users the navigation, the collapsible
 * mobile menu and the account menu; for visitors Threads, Projects, Developers and Feed (in the
 * bar from lg up, in the mobile menu below), 'Log in' and 'Sign up'. The theme toggle is always
 * there (in the mobile menu's panel below sm). Escape closes the mobile menu.
 */
export function Header() {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const mobileNavId = useId();
  const searchRowId = useId();
  // From lg up the search field sits in the bar; below, a button opens it in a row of its own.
  const wide = useMediaQuery(`(min-width: ${breakpoint.lg})`);

  useEffect(() => {
    setMobileOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  // Escape closes the mobile menu from anywhere (unless something inside it used the key) and
  // gives the focus back to its button.
  const toggleRef = useRef(null);
  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKeyDown = (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  // `/` opens the folded search too (the inline box listens for it itself).
  useEffect(() => {
    if (wide) return undefined;
    const onKeyDown = (event) => {
      const target = event.target;
      const typing =
        target instanceof HTMLElement &&
        (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      event.preventDefault();
      setSearchOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wide]);

  const onLogout = async () => {
    await logout();
    navigate('/auth/login');
  };

  return (
    <Bar>
      <Inner>
        <Brand data-stacked={user ? undefined : true}>
          <Logo to="/" aria-label="DevNet">
            <LogoMark aria-hidden="true">
              <Icon name="code" size={18} />
            </LogoMark>
            <Wordmark>DevNet</Wordmark>
          </Logo>
          <AlphaBadge>{ALPHA_LABEL}</AlphaBadge>
        </Brand>

        {user && (
          <DesktopNav aria-label="Main">
            {primaryLinks.map((link) => (
              <NavItem key={link.to} to={link.to}>
                {link.label}
              </NavItem>
            ))}
            <Menu items={moreLinks} align="start" label="More">
              More <Icon name="chevronDown" size={16} />
            </Menu>
          </DesktopNav>
        )}

        {!user && !isLoading && (
          <VisitorNav aria-label="Main">
            {visitorLinks.map((link) => (
              <NavItem key={link.to} to={link.to}>
                {link.label}
              </NavItem>
            ))}
          </VisitorNav>
        )}

        {wide && <SearchBox />}

        <Right>
          {!wide && (
            <IconButton
              type="button"
              aria-label={searchOpen ? 'Close search' : 'Search'}
              aria-expanded={searchOpen}
              aria-controls={searchRowId}
              onClick={() => setSearchOpen((open) => !open)}
            >
              <Icon name={searchOpen ? 'close' : 'search'} size={20} />
            </IconButton>
          )}
          <WideOnly>
            <ThemeToggle />
          </WideOnly>
          {user && <NotificationBell />}
          {user && (
            <Menu
              ariaLabel="Account menu"
              bare
              heading={user.displayName || user.username}
              items={[...accountLinks, { separator: true }, { label: 'Logout', onSelect: onLogout }]}
            >
              <Avatar user={user} size="small" />
            </Menu>
          )}
          {isLoading && !user && (
            <Placeholder aria-hidden="true" data-testid="account-placeholder">
              <SignInLink to="/auth/login" variant="ghost" size="sm" tabIndex={-1}>
                Log in
              </SignInLink>
              <SignInLink to="/register" size="sm" tabIndex={-1}>
                Sign up
              </SignInLink>
            </Placeholder>
          )}
          {!user && !isLoading && (
            <>
              <SignInLink to="/auth/login" variant="ghost" size="sm">
                Log in
              </SignInLink>
              <SignInLink to="/register" size="sm">
                Sign up
              </SignInLink>
            </>
          )}
          {!isLoading && (
            <MobileToggle
              $until={user ? 'md' : 'lg'}
              ref={toggleRef}
              type="button"
              aria-label="Toggle menu"
              aria-expanded={mobileOpen}
              aria-controls={mobileNavId}
              onClick={() => setMobileOpen((open) => !open)}
            >
              <Icon name={mobileOpen ? 'close' : 'menu'} />
            </MobileToggle>
          )}
        </Right>
      </Inner>
      {!wide && searchOpen && (
        <SearchRow
          id={searchRowId}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) setSearchOpen(false);
          }}
        >
          <SearchBox focusOnOpen />
        </SearchRow>
      )}
      {!isLoading && mobileOpen && (
        <MobileNav id={mobileNavId} aria-label="Mobile" $until={user ? 'md' : 'lg'}>
          {(user ? mobileLinks : visitorLinks).map((link) => (
            <MobileItem key={link.label} to={link.to}>
              {link.label}
            </MobileItem>
          ))}
          <PanelTheme>
            Theme <ThemeToggle />
          </PanelTheme>
        </MobileNav>
      )}
    </Bar>
  );
}
