import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, FieldHint, inputStyles, Label } from '../TextField/TextField';

const Area = styled.textarea`
  ${inputStyles}
  min-height: ${({ $rows }) => `${$rows * 1.5 + 1.5}em`};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
  font-family: inherit;
`;

/**
 * A labelled multi-line text input, the TextField of long texts (content, description, comments).
 * For MarkdownEditor: `above` shows between the label and the box (its tabs and toolbar) and
 * `wrapArea(area)` may put the box in an element of its own (its Write tab panel).
 */
export const TextArea = forwardRef(function TextArea(
  { label, error, hint, id: givenId, rows = 6, above = null, wrapArea = (area) => area, ...areaProps },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const area = (
    <Area
      ref={ref}
      id={id}
      rows={rows}
      $rows={rows}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { hint, error })}
      {...areaProps}
    />
  );
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {above}
      {wrapArea(area)}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
});
