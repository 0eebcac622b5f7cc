import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { parsePathId, usePathId } from './usePathId';

test('path ids are positive integers written in digits', () => {
  expect(parsePathId('42')).toBe(42);
  expect(parsePathId('0')).toBeNull();
  expect(parsePathId('007')).toBeNull();
  expect(parsePathId('4x')).toBeNull();
  expect(parsePathId(undefined)).toBeNull();
});

function ShowId() {
  return <p>{`id=${usePathId()}`}</p>;
}

test.each([
  ['/threads/12', 'id=12'],
  ['/threads/abc', 'id=null'],
])('usePathId reads %s as %s', (path, text) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/threads/:id" element={<ShowId />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText(text)).toBeInTheDocument();
});
