import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';
import { avatarSource, generatedAvatarUri, initialsFor } from './avatarStyles';

const Frame = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.avatarSize[$size] ?? theme.avatarSize.medium};
  height: ${({ theme, $size }) => theme.avatarSize[$size] ?? theme.avatarSize.medium};
  border-radius: ${({ theme }) => theme.radius.full};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ $size }) => ($size === 'extra-large' ? '2rem' : $size === 'small' ? '0.75rem' : '0.875rem')};
  user-select: none;
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

function useGeneratedUri(source) {
  const seed = source.kind === 'generated' ? source.seed : null;
  const style = source.kind === 'generated' ? source.style : null;
  const [uri, setUri] = useState(null);
  useEffect(() => {
    setUri(null);
    if (style === null) return undefined;
    let live = true;
    generatedAvatarUri(seed, style).then(
      // A transition: the avatars of a list arrive together and render in slices, never as one
      // long task.
      (value) => live && startTransition(() => setUri(value)),
      (error) => console.warn('Could not draw the generated avatar.', error),
    );
    return () => {
      live = false;
    };
  }, [seed, style]);
  return uri;
}

/**
 * A user's picture: profile photo, else a generated avatar from avatarSeed and avatarStyle,
 * else initials; '?' without a user. `size`: small | medium | large | extra-large.
 * `profileFallback` draws bottts seeded by the username when no avatar was chosen.
 * The generated SVG goes through a data: URI in an <img>, never into the DOM as markup.
 */
export function Avatar({ user, size = 'medium', profileFallback = false, className }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  let source = avatarSource(user, { profileFallback });
  if (source.kind === 'photo' && photoFailed) {
    source = avatarSource({ ...user, profilePhoto: null }, { profileFallback });
  }
  const generatedUri = useGeneratedUri(source);
  const name = user?.displayName || user?.username;
  const label = name ? `${name}'s avatar` : 'Unknown user';

  useEffect(() => setPhotoFailed(false), [user?.profilePhoto]);

  let content;
  if (source.kind === 'photo') {
    content = <Img src={source.src} alt={label} onError={() => setPhotoFailed(true)} />;
  } else if (source.kind === 'generated' && generatedUri) {
    content = <Img src={generatedUri} alt={label} data-avatar-style={source.style} loading="lazy" decoding="async" />;
  } else {
    // Initials stand in while a generated avatar is still being drawn.
    const text = source.kind === 'initials' ? source.text : initialsFor(user);
    content = (
      <span role="img" aria-label={label}>
        <span aria-hidden="true">{text}</span>
      </span>
    );
  }

  return (
    <Frame $size={size} className={className} data-size={size}>
      {content}
    </Frame>
  );
}
