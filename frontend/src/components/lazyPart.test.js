import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { lazyPart } from './lazyPart';

function Shows({ part }) {
  const Loaded = part.useLoaded();
  return Loaded ? <Loaded /> : <p>stand-in</p>;
}

afterEach(() => jest.useRealTimers());

test('draws the stand-in until the code arrives, then the part; a failed fetch is tried again on the next use', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  let attempts = 0;
  const part = lazyPart(() => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>the part</p>);
  });
  const first = render(<Shows part={part} />);
  expect(screen.getByText('stand-in')).toBeInTheDocument();
  expect(attempts).toBe(0); // not during the first paint: once the page is idle
  await act(async () => jest.runAllTimers());
  expect(screen.getByText('stand-in')).toBeInTheDocument();
  expect(console.warn).toHaveBeenCalled();
  first.unmount();
  render(<Shows part={part} />);
  await act(async () => jest.runAllTimers());
  expect(screen.getByText('the part')).toBeInTheDocument();
  expect(attempts).toBe(2);
  console.warn.mockRestore();
});

test('start() asks for the code at once (a stand-in the member uses)', async () => {
  const part = lazyPart(() => Promise.resolve(() => <p>the part</p>));
  render(<Shows part={part} />);
  await act(() => part.start());
  expect(screen.getByText('the part')).toBeInTheDocument();
});

test('usePageUsed is false until the person moves the pointer, touches or presses a key', () => {
  jest.isolateModules(() => {
    // A fresh copy of the module (with the same React): the test setup marks the page used for
    // every other test.
    jest.doMock('react', () => React);
    const fresh = require('./lazyPart');
    function Used() {
      return <p>{fresh.usePageUsed() ? 'used' : 'untouched'}</p>;
    }
    render(<Used />);
    expect(screen.getByText('untouched')).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('pointermove')));
    expect(screen.getByText('used')).toBeInTheDocument();
  });
});
