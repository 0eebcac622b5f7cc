import styled from 'styled-components';

/* The pieces the list-shaped settings sections share (passkeys, sessions, blocked and muted people):
   one spelling, so the sections read alike (the text at the size of the other sections' text). */

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: start;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const List = styled.ul`
  justify-self: stretch;
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  &:not(:last-child) { border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
`;
