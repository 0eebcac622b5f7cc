import '@testing-library/jest-dom';
import { resetFetchMock } from './fetchMock';

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

afterEach(() => {
  window.localStorage.clear();
  resetFetchMock();
});
