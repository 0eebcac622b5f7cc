import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { FieldError } from '../TextField/TextField';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    margin: 3px 0 0;
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** A checkbox with a <label htmlFor>; `label` may hold links (they stay outside the label's click). */
export const Checkbox = forwardRef(function Checkbox({ label, error, id: givenId, ...inputProps }, ref) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Row>
      <LabelRow>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...inputProps}
        />
        <label htmlFor={id}>{label}</label>
      </LabelRow>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Row>
  );
});
