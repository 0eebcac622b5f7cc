import styled from 'styled-components';
import { inputStyles } from '../TextField/TextField';

/** The box's frame: shared by the stand-in and the combobox so nothing moves when one replaces the other. */
export const Frame = styled.div`
  position: relative;
  width: 100%;
  svg.search-icon {
    position: absolute;
    left: ${({ theme }) => theme.space(3)};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

export const Input = styled.input`
  ${inputStyles}
  height: 2.5rem;
  padding-left: ${({ theme }) => theme.space(9)};
  padding-right: ${({ theme }) => theme.space(8)};
  &::-webkit-search-cancel-button { display: none; }
`;

/** The `/` hint at the box's end. */
export const Key = styled.kbd`
  position: absolute;
  right: ${({ theme }) => theme.space(2)};
  top: 50%;
  transform: translateY(-50%);
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  pointer-events: none;
  display: none;
  ${({ theme }) => theme.media.md} { display: inline; }
`;

export const HiddenLabel = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
