import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { inputStyles } from '../TextField/TextField';

/** Labels of the sort options (values are the API's sortBy). */
export const SORT_LABELS = { latest: 'Latest', popular: 'Most Popular', comments: 'Most Comments' };

/** How long typing must pause before the search is applied. */
export const SEARCH_DELAY_MS = 300;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const SearchForm = styled.form`
  position: relative;
  flex: 1 1 16rem;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space(3)};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

const SearchInput = styled.input`
  ${inputStyles}
  padding-left: ${({ theme }) => theme.space(9)};
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Select = styled.select`
  ${inputStyles}
  width: auto;
`;

/**
 * The search box and sort selector above a list. The search applies SEARCH_DELAY_MS after
 * typing stops, or at once on Enter; `onSearch` gets the trimmed text.
 */
export function ListControls({ searchQuery, onSearch, sortBy, sorts, onSort, searchLabel = 'Search', placeholder }) {
  const [text, setText] = useState(searchQuery);
  const sortId = useId();
  const applied = useRef(searchQuery);

  // The URL can change under us (Back, a tag link): show what it says.
  useEffect(() => {
    applied.current = searchQuery;
    setText((current) => (current.trim() === searchQuery ? current : searchQuery));
  }, [searchQuery]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = wanted;
      onSearch(wanted);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const submit = (event) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted !== applied.current) {
      applied.current = wanted;
      onSearch(wanted);
    }
  };

  return (
    <Bar>
      <SearchForm role="search" onSubmit={submit}>
        <Icon name="search" size={16} />
        <SearchInput
          type="search"
          aria-label={searchLabel}
          placeholder={placeholder ?? `${searchLabel}...`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </SearchForm>
      <SortLabel htmlFor={sortId}>
        Sort by
        <Select id={sortId} value={sortBy} onChange={(event) => onSort(event.target.value)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort] ?? sort}
            </option>
          ))}
        </Select>
      </SortLabel>
    </Bar>
  );
}
