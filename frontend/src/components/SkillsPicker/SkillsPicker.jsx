import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { chipStyles } from '../TagChips/TagChips';
import { describedBy, FieldError, FieldHint, inputStyles, Label } from '../TextField/TextField';
import { addSkill, MAX_SKILLS, suggestionsFor } from './skillRules';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Input = styled.input`
  ${inputStyles}
  &:disabled { opacity: 0.7; cursor: not-allowed; }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.sm};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  ${chipStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  button {
    display: inline-flex;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

/**
 * The profile's skills typeahead (spec section 5): only names from `catalogue`, matched ignoring
 * case and kept in its spelling, no duplicates, at most `max`. Typing suggests up to 8 matches
 * (a WAI-ARIA combobox: arrows move, Enter adds the highlighted or first suggestion, Escape
 * closes); the Add button adds what is typed when it is a catalogue name. `onChange(skills)`.
 */
export function SkillsPicker({ skills, onChange, catalogue = [], max = MAX_SKILLS, label = 'Skills', error }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState(null);
  const full = skills.length >= max;
  const suggestions = open && !full ? suggestionsFor(catalogue, skills, text) : [];
  const shown = suggestions.length > 0;

  const add = (value) => {
    const result = addSkill(catalogue, skills, value, max);
    if (result.error) {
      setProblem(result.error);
      return;
    }
    onChange(result.skills);
    setText('');
    setActive(-1);
    setOpen(false);
    setProblem(null);
  };

  const onKeyDown = (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (shown) add(suggestions[active >= 0 ? active : 0]);
      else if (text.trim()) add(text);
    } else if (event.key === 'Escape') {
      if (shown) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length) setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length) setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    }
  };

  const message = error || problem;
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error: message })}
          placeholder={full ? `Maximum ${max} skills reached` : 'Add a skill...'}
          disabled={full}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <Button type="button" variant="outline" onClick={() => add(text)} disabled={full || !text.trim()}>
          Add
        </Button>
        <List id={listId} role="listbox" aria-label={`${label} suggestions`} hidden={!shown}>
          {suggestions.map((skill, index) => (
            <Option
              key={skill}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                add(skill);
              }}
            >
              {skill}
            </Option>
          ))}
        </List>
      </Row>
      <FieldHint id={`${id}-hint`} aria-live="polite">
        {skills.length}/{max} skills added
      </FieldHint>
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
      {skills.length > 0 && (
        <Chosen aria-label={`Chosen ${label.toLowerCase()}`}>
          {skills.map((skill) => (
            <Chip key={skill}>
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                onClick={() => {
                  onChange(skills.filter((entry) => entry !== skill));
                  setProblem(null);
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </Chip>
          ))}
        </Chosen>
      )}
    </Wrap>
  );
}
