import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  ol { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; margin: 0; padding: 0; list-style: none; }
  li + li::before { content: '/'; margin-right: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.color.textMuted}; }
  a { color: ${({ theme }) => theme.color.textMuted}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.color.text}; }
  [aria-current] { color: ${({ theme }) => theme.color.text}; }
`;

/** `items`: `[{label, to}]`; the last one is the current page and is not a link. */
export function Breadcrumb({ items }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.label}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ),
        )}
      </ol>
    </Nav>
  );
}
