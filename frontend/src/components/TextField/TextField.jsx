import { forwardRef, useId } from 'react';
import styled, { css } from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const inputStyles = css`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::placeholder { color: ${({ theme }) => theme.color.textMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 0; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

export const Input = styled.input`${inputStyles}`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.color.dangerText};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const FieldHint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** ids for a field's hint and error, joined for aria-describedby. */
export function describedBy(id, { hint, error }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled text input with an optional hint and error under it. The label is a real
 * <label htmlFor>, so the input is found by its label text.
 */
export const TextField = forwardRef(function TextField(
  { label, error, hint, id: givenId, type = 'text', ...inputProps },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...inputProps}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
});
