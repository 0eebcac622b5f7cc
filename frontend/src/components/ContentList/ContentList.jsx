import { useCallback } from 'react';
import styled, { css } from 'styled-components';
import { useListParams } from '../../hooks/useListParams';
import { useRevealInSteps } from '../../hooks/useRevealInSteps';
import { itemListData, usePageMeta } from '../../hooks/usePageMeta';
import { Alert } from '../Alert/Alert';
import { ButtonLink } from '../Button/Button';
import { Container, PageSection } from '../Container/Container';
import { ListControls } from '../ListControls/ListControls';
import { LoadingState } from '../LoadingState/LoadingState';
import { Pagination } from '../Pagination/Pagination';
import { TagFilter } from '../TagFilter/TagFilter';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { font-size: ${({ theme }) => theme.font.size['3xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; margin-top: ${({ theme }) => theme.space(1)}; }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Items = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $layout, theme }) =>
    $layout === 'grid'
      ? css`
          gap: ${theme.space(6)};
          grid-template-columns: minmax(0, 1fr);
          ${theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
          ${theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
        `
      : $layout === 'compact'
        ? css`
            /* Many a screen (issue 47): one bordered box of rows. */
            gap: 0;
            border: 1px solid ${theme.color.border};
            border-radius: ${theme.radius.lg};
            background: ${theme.color.surface};
            & > li + li { border-top: 1px solid ${theme.color.border}; }
          `
        : css`
            gap: ${theme.space(4)};
          `}
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

/**
 * The frame of a searchable list screen: heading with an action link, search, sort and tag
 * filter and the page's cursor trail kept in the query string (hooks/useListParams), cursor paging, and the loading, error and empty states.
 *
 * - `useItems({sortBy, searchQuery, tag, cursor})` answers `{items, nextCursor, error, isLoading}`;
 *   `useTags()` answers `{tags}`.
 * - `path` ('/threads') names the items' pages in the ItemList data.
 * - `text`: `{intro, description, searchLabel, listLabel, pagesLabel, loading, loadError,
 *   emptyTitle, emptyHint}` (emptyHint shows when no search or tag narrows the list).
 * - `action` `{to, label}` heads the page; `emptyAction` the empty state.
 * - `renderItem(item)` draws one entry; `children` sit between the filters and the list.
 * - `layout`: 'list' (cards one under another), 'grid' (cards in columns) or 'compact' (rows in
 *   one box, many a screen).
 * - `feedFor(tag)` answers the page's Atom feed `{title, href}` (the tag's when one is chosen), put
 *   in the document head for feed readers.
 */
export function ContentList({
  title,
  path,
  text,
  action,
  emptyAction,
  sorts,
  defaultSort,
  useItems,
  useTags,
  renderItem,
  layout = 'list',
  size,
  feedFor,
  children,
}) {
  const pages = useListParams({ defaultSort, sorts });
  const { sortBy, searchQuery, tag, update } = pages;
  const { items, nextCursor, error, isLoading } = useItems({ sortBy, searchQuery, tag, cursor: pages.cursor });
  const { tags, isLoading: tagsLoading } = useTags();
  const revealed = useRevealInSteps(items);

  usePageMeta({
    title,
    description: text.description,
    structuredData: itemListData(title, path, items),
    feed: feedFor?.(tag),
  });

  const onSearch = useCallback((value) => update({ searchQuery: value }, { replace: true }), [update]);

  // The tag row and the list appear together: either one arriving first would push the other
  // (or the loading line) down the page.
  const waiting = !items || tagsLoading;
  let content;
  if (error && !items) {
    content = <Alert variant="error">{text.loadError}</Alert>;
  } else if (waiting) {
    content = <LoadingState label={text.loading} />;
  } else if (items.length === 0) {
    content = (
      <Empty>
        <h2>{text.emptyTitle}</h2>
        <p>{searchQuery || tag ? 'Try another search or tag.' : text.emptyHint}</p>
        <ButtonLink to={emptyAction.to}>{emptyAction.label}</ButtonLink>
      </Empty>
    );
  } else {
    content = (
      <Items $layout={layout} aria-label={text.listLabel} aria-busy={isLoading || !revealed.complete || undefined}>
        {revealed.shown.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </Items>
    );
  }

  return (
    <PageSection>
      <Container $size={size}>
        <Head>
          <div>
            <h1>{title}</h1>
            <p>{text.intro}</p>
          </div>
          <ButtonLink to={action.to}>{action.label}</ButtonLink>
        </Head>
        <Filters>
          <ListControls
            searchQuery={searchQuery}
            onSearch={onSearch}
            sortBy={sortBy}
            sorts={sorts}
            onSort={(value) => update({ sortBy: value })}
            searchLabel={text.searchLabel}
          />
          {!waiting && (tags.length > 0 || tag) && (
            <TagFilter tags={tags} selected={tag} onChange={(value) => update({ tag: value })} />
          )}
        </Filters>
        {children}
        {content}
        {/* Only under a loaded list: appearing late is no layout shift, moving down would be. */}
        {!waiting && revealed.complete && (
          <Pagination
            page={pages.page}
            hasPrevious={pages.hasPrevious}
            hasNext={Boolean(nextCursor) && !isLoading}
            onPrevious={pages.previous}
            onNext={() => pages.next(nextCursor)}
            label={text.pagesLabel}
          />
        )}
      </Container>
    </PageSection>
  );
}
