import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { markUsed } from '../components/lazyPart';
import { menuPart } from '../components/Menu/Menu';
import { toastPart } from '../components/Toast/ToastProvider';
import { tooltipPart } from '../components/Tooltip/Tooltip';
import { resetFetchMock } from './fetchMock';

// Screens are fetched on first use (route `lazy`); the first import of one in a test run compiles
// it, which on a busy machine can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom implements neither scrolling nor media queries; the shell uses both.
beforeEach(() => {
  window.scrollTo = jest.fn();
  window.matchMedia = jest.fn((query) => ({
    matches: query.includes('dark'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
});

// What Radix UI's primitives (toasts, menus, tooltips, scroll areas) call and jsdom lacks: pointer
// capture, element size observation, scrolling an item into view.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}

    unobserve() {}

    disconnect() {}
  };
}

// The menu and toast code arrive after the first paint in the app, the tooltip code before the
// first render (index.jsx); tests start with all three here.
beforeAll(() => {
  markUsed(); // tooltips wrap their controls from the start, as once a person has used the page
  return Promise.all([menuPart.start(), toastPart.start(), tooltipPart.start()]);
});

// The shell opens the live channel for a signed-in member; jsdom would dial a real socket. Tests of
// the channel pass their own fake WebSocket class.
beforeEach(() => {
  window.WebSocket = undefined;
});

afterEach(() => {
  window.localStorage.clear();
  resetFetchMock();
});
