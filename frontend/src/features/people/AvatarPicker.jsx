import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar/Avatar';
import { PICKER_AVATAR_STYLES, randomSeed } from '../../components/Avatar/avatarStyles';
import { Button } from '../../components/Button/Button';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Choice = styled.button`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &[aria-checked='true'] { border-color: ${({ theme }) => theme.color.primary}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.borderStrong}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  &:disabled { cursor: wait; opacity: 0.7; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

/** 'open-peeps' -> 'Open Peeps'. */
export function styleLabel(style) {
  return style
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The generated-avatar picker of the profile form: the seven styles of the spec, each drawn
 * with the same seed (the member's, else their username); 'New Look' draws a random seed.
 * Choosing one calls `onChoose({avatarSeed, avatarStyle})`; it is the current avatar when the
 * member has no photo and that style and seed.
 */
/** Arrow keys move the focus between the styles (radio group pattern); Space or Enter chooses. */
function moveFocus(event) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (!step) return;
  const radios = Array.from(event.currentTarget.querySelectorAll('[role="radio"]'));
  const index = radios.indexOf(document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  radios[(index + step + radios.length) % radios.length].focus();
}

export function AvatarPicker({ user, onChoose, busy = false }) {
  const [seed, setSeed] = useState(user.avatarSeed || user.username);
  const current = !user.profilePhoto && user.avatarSeed === seed ? user.avatarStyle : null;
  return (
    <div>
      <Head>
        <h3 id="avatar-picker-heading">Generated avatar</h3>
        <Button type="button" variant="outline" size="sm" onClick={() => setSeed(randomSeed())}>
          New Look
        </Button>
      </Head>
      <Grid role="radiogroup" aria-labelledby="avatar-picker-heading" onKeyDown={moveFocus}>
        {PICKER_AVATAR_STYLES.map((style) => (
          <Choice
            key={style}
            type="button"
            role="radio"
            aria-checked={current === style}
            aria-label={styleLabel(style)}
            disabled={busy}
            onClick={() => onChoose({ avatarSeed: seed, avatarStyle: style })}
          >
            <Avatar user={{ username: user.username, avatarSeed: seed, avatarStyle: style }} size="large" />
            {styleLabel(style)}
          </Choice>
        ))}
      </Grid>
    </div>
  );
}
