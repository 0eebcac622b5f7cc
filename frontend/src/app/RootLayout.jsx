import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useSiteStatus } from '../api/health';
import { Footer } from '../components/Footer/Footer';
import { Header } from '../components/Header/Header';
import { MaintenanceBanner } from '../components/MaintenanceBanner/MaintenanceBanner';
import { useAfterFirstPaint } from '../hooks/useAfterFirstPaint';
import { scrollKey } from './scrollPlace';
import { useLive } from './useLive';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen high, so the footer starts below the fold and never jumps when a page's
// content arrives after its loading state (Lighthouse counts that as layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  &:focus { top: ${({ theme }) => theme.space(2)}; }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar along the top while the next screen's code is fetched (purely visual). */
const ProgressBar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  pointer-events: none;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.color.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after { animation: none; width: 100%; opacity: 0.6; }
  }
`;

/** Read by screen readers only. */
const Announcer = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * The web shell around every screen: header, main content and footer. While the next screen is
 * fetched the old one stays, a bar runs along the top and screen readers hear 'Loading page...'.
 * While someone is signed in, the live channel (/ws) keeps their data fresh (useLive). While the
 * site is read-only for maintenance (/api/health, the live `maintenance` event) a banner says so.
 */
export function RootLayout() {
  const loading = useNavigation().state === 'loading';
  useLive();
  const { readOnly } = useSiteStatus(useAfterFirstPaint());
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <MaintenanceBanner readOnly={readOnly} />
      {loading && <ProgressBar aria-hidden="true" data-testid="page-progress" />}
      <Announcer role="status">{loading ? 'Loading page...' : ''}</Announcer>
      <Main id="main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </Main>
      <Footer />
      {/* A new page, whether the router or the browser loaded it, starts at the top (or at its #hash);
          Back, Forward and reload return to where it was (app/scrollPlace.js). */}
      <ScrollRestoration getKey={scrollKey} />
    </Shell>
  );
}
