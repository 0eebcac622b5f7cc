import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.full};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** A polite 'Loading...' line with a spinner. */
export function LoadingState({ label = 'Loading...' }) {
  return (
    <Wrap role="status">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
