import { forwardRef, useId, useState } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, FieldHint, Input, Label } from '../TextField/TextField';

const Wrap = styled.div`
  position: relative;
  ${Input} { padding-right: ${({ theme }) => theme.space(16)}; }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1.5)};
  transform: translateY(-50%);
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.text}; }
`;

/**
 * A labelled password input with a Show/Hide toggle. The toggle's name is just 'Show' or
 * 'Hide' (with aria-pressed) so that looking the field up by the label 'Password' finds
 * exactly one control.
 */
export const PasswordField = forwardRef(function PasswordField(
  { label = 'Password', error, hint, id: givenId, ...inputProps },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Wrap>
        <Input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          {...inputProps}
        />
        <Toggle type="button" aria-controls={id} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      </Wrap>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
});
