import { act, render } from '@testing-library/react';
import { useWhenVisible } from './useWhenVisible';

function Probe({ onVisible, enabled }) {
  const ref = useWhenVisible(onVisible, { enabled });
  return <div ref={ref}>end of the list</div>;
}

let observers = [];
beforeEach(() => {
  observers = [];
  window.IntersectionObserver = class {
    constructor(callback) {
      this.callback = callback;
      this.disconnected = false;
      observers.push(this);
    }

    observe(element) {
      this.element = element;
    }

    disconnect() {
      this.disconnected = true;
    }
  };
});
afterEach(() => {
  delete window.IntersectionObserver;
});

test('runs when the element comes into view, not before', () => {
  const onVisible = jest.fn();
  render(<Probe onVisible={onVisible} enabled />);
  const [observer] = observers;
  expect(observer.element).toHaveTextContent('end of the list');
  act(() => observer.callback([{ isIntersecting: false }]));
  expect(onVisible).not.toHaveBeenCalled();
  act(() => observer.callback([{ isIntersecting: true }]));
  expect(onVisible).toHaveBeenCalledTimes(1);
});

test('watches nothing while disabled, and stops watching when disabled', () => {
  const { rerender } = render(<Probe onVisible={() => {}} enabled={false} />);
  expect(observers).toHaveLength(0);
  rerender(<Probe onVisible={() => {}} enabled />);
  expect(observers).toHaveLength(1);
  rerender(<Probe onVisible={() => {}} enabled={false} />);
  expect(observers[0].disconnected).toBe(true);
});
