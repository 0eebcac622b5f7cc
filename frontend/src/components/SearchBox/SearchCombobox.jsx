import { useCombobox } from 'downshift';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  groupHits,
  HIT_LABELS,
  MAX_QUERY_LENGTH,
  SUGGEST_DELAY_MS,
  searchPagePath,
  useSuggestions,
} from '../../api/search';
import { Highlight } from '../Highlight/Highlight';
import { Icon } from '../Icon/Icon';
import { Frame, HiddenLabel, Input, Key } from './searchBoxStyles';
import { SEARCH_LABEL, SEARCH_PLACEHOLDER } from './searchBoxText';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: min(70vh, 32rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow?.lg ?? 'none'};
  &[hidden] { display: none; }
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(1)}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Option = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.color.surfaceRaised};
      outline: 2px solid ${theme.color.focus};
      outline-offset: -2px;
    `}
`;

const OptionTitle = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const OptionSnippet = styled(Highlight)`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Status = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** `value` once it has stopped changing for `delay` ms. */
function useSettled(value, delay) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const SEE_ALL = { kind: 'all' };

/**
 * The header's search as an accessible combobox (downshift): the top hits of each type as you
 * type (asked once typing pauses), arrow keys to move, Enter to open a hit, or, with none
 * highlighted, the search page. The last option is always "See all results".
 */
export function SearchCombobox({ value, onValueChange, inputRef, takeFocus = false, initialOpen = false }) {
  const navigate = useNavigate();
  const typed = value.trim();
  const query = useSettled(typed, SUGGEST_DELAY_MS);
  const { data, error, isLoading } = useSuggestions(query);
  const groups = useMemo(() => (data ? groupHits(data.results) : []), [data]);
  const items = useMemo(
    () => (typed ? [...groups.flatMap((group) => group.hits.map((hit) => ({ kind: 'hit', hit }))), SEE_ALL] : []),
    [groups, typed],
  );

  const open = (item) => {
    if (item.kind === 'hit') navigate(item.hit.url);
    else if (value.trim()) navigate(searchPagePath(value));
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps, closeMenu } = useCombobox(
    {
      items,
      initialIsOpen: initialOpen,
      inputValue: value,
      selectedItem: null, // every choice is an action, not a value the box keeps
      itemToString: () => value,
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) open(selectedItem);
      },
    },
  );

  useEffect(() => {
    if (takeFocus) inputRef.current?.focus();
    // Only when the combobox replaces the stand-in that had focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showMenu = isOpen && Boolean(typed);
  let index = 0;
  return (
    <Frame>
      <HiddenLabel {...getLabelProps()}>{SEARCH_LABEL}</HiddenLabel>
      <Icon name="search" size={16} className="search-icon" />
      <Input
        {...getInputProps({
          ref: inputRef,
          type: 'search',
          maxLength: MAX_QUERY_LENGTH,
          placeholder: SEARCH_PLACEHOLDER,
          // Set in the change event itself (not downshift's later callback), so fast typing loses no key.
          onChange: (event) => onValueChange(event.target.value),
          onKeyDown: (event) => {
            if (event.key === 'Enter' && highlightedIndex < 0 && value.trim()) {
              event.preventDefault();
              closeMenu();
              navigate(searchPagePath(value));
            }
          },
        })}
      />
      <Key aria-hidden="true">/</Key>
      <Panel hidden={!showMenu}>
        {/* The status lines sit beside the listbox: a listbox holds only options and groups. */}
        {showMenu && query === typed && data && !isLoading && !error && groups.length === 0 && (
          <Status role="status">No matches yet.</Status>
        )}
        {showMenu && error && <Status role="status">Search is unavailable right now.</Status>}
        <div {...getMenuProps({ 'aria-label': 'Search suggestions' })}>
          {showMenu && (
            <>
              {groups.map((group) => (
                <div role="group" aria-labelledby={`search-group-${group.type}`} key={group.type}>
                  <GroupLabel id={`search-group-${group.type}`} role="presentation">
                    {group.label}
                  </GroupLabel>
                  {group.hits.map((hit) => {
                    const itemIndex = index++;
                    return (
                      <Option
                        key={`${hit.type}-${hit.id}`}
                        $active={highlightedIndex === itemIndex}
                        {...getItemProps({ item: items[itemIndex], index: itemIndex })}
                      >
                        <OptionTitle>{hit.title || HIT_LABELS[hit.type]}</OptionTitle>
                        <OptionSnippet segments={hit.snippet} />
                      </Option>
                    );
                  })}
                </div>
              ))}
              <Option
                $active={highlightedIndex === items.length - 1}
                {...getItemProps({ item: SEE_ALL, index: items.length - 1 })}
              >
                <OptionTitle>See all results for “{typed}”</OptionTitle>
              </Option>
            </>
          )}
        </div>
      </Panel>
    </Frame>
  );
}
