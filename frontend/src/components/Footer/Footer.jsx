import { Link } from 'react-router-dom';
import styled from 'styled-components';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Threads', to: '/threads' },
      { label: 'Projects', to: '/projects' },
      { label: 'Pricing', to: '/#pricing' },
    ],
  },
  { title: 'Company', links: [{ label: 'About', to: '/about' }] },
  { title: 'Support', links: [{ label: 'Contact', to: '/contact' }] },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
];

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Column = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space(2)}; }
  a {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-decoration: none;
    &:hover { color: ${({ theme }) => theme.color.text}; }
  }
`;

const Copyright = styled.p`
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Footer columns Product, Company, Support and Legal, and the copyright line. */
export function Footer({ year = new Date().getFullYear() }) {
  return (
    <Bar>
      <Inner>
        <Columns>
          {columns.map((column) => (
            <Column key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </Column>
          ))}
        </Columns>
        <Copyright>© {year} DevNet. All rights reserved.</Copyright>
      </Inner>
    </Bar>
  );
}
