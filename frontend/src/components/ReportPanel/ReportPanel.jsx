import { useId, useState } from 'react';
import styled from 'styled-components';
import { REPORT_REASONS } from '../../api/reports';
import { Button } from '../Button/Button';
import { inputStyles, Label } from '../TextField/TextField';

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const Select = styled.select`${inputStyles}`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Asks why something is reported; `onSubmit(reason)` sends it, `onCancel` closes. */
export function ReportPanel({ what = 'thread', onSubmit, onCancel, sending = false }) {
  const [reason, setReason] = useState(REPORT_REASONS[0]);
  const id = useId();
  return (
    <Panel
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{`Report this ${what}`}</h2>
      <Label htmlFor={id}>Reason</Label>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on the person's click: focus moves into it */}
      <Select id={id} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus>
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </Select>
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={sending}>
          Send Report
        </Button>
      </Actions>
    </Panel>
  );
}
