import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardTitle } from '../Card/Card';

/** A page of panels (dashboard, analytics): vertical rhythm under a large heading. */
export const PanelPage = styled.div`
  padding: ${({ theme }) => theme.space(10)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

export const PanelPageHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
`;

// A list of rows, not a bulleted list: without these the browser's 40px marker gutter indents every row.
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const ItemLink = styled(Link)`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-left: auto;
  white-space: nowrap;
`;

/** A card region named by its `title` (an h2), with an optional `link` beside the title. */
export function Panel({ title, link, children }) {
  return (
    <Card as="section" aria-label={title}>
      <Head>
        <CardTitle as="h2">{title}</CardTitle>
        {link}
      </Head>
      {children}
    </Card>
  );
}

/**
 * Rows of links with a muted detail on the right: `items` `[{id, to, label, meta, leading}]`
 * (`leading`, e.g. an avatar, goes before the link).
 */
export function LinkList({ items }) {
  return (
    <List>
      {items.map((item) => (
        <Row key={item.id}>
          {item.leading}
          <ItemLink to={item.to}>{item.label}</ItemLink>
          {item.meta != null && <Meta>{item.meta}</Meta>}
        </Row>
      ))}
    </List>
  );
}
