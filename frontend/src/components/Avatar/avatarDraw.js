import {
  adventurer,
  adventurerNeutral,
  avataaars,
  bigEars,
  bigEarsNeutral,
  bigSmile,
  bottts,
  croodles,
  croodlesNeutral,
  micah,
  miniavs,
  openPeeps,
  personas,
  pixelArt,
  pixelArtNeutral,
} from '@dicebear/collection/async';

/**
 * The generated-avatar styles of spec section 3, each loaded on first use as its own chunk
 * (the whole collection is several megabytes; one style is tens of kilobytes).
 * This module touches no DOM: the avatar worker (avatar.worker.js) runs it.
 */
export const AVATAR_STYLE_LOADERS = {
  adventurer,
  'adventurer-neutral': adventurerNeutral,
  avataaars,
  'big-ears': bigEars,
  'big-ears-neutral': bigEarsNeutral,
  'big-smile': bigSmile,
  bottts,
  croodles,
  'croodles-neutral': croodlesNeutral,
  micah,
  miniavs,
  'open-peeps': openPeeps,
  personas,
  'pixel-art': pixelArt,
  'pixel-art-neutral': pixelArtNeutral,
};

/** Draws one avatar with DiceBear and answers its `data:image/svg+xml` URI. */
export async function drawAvatarUri(seed, styleName, size) {
  const [{ createAvatar }, styleModule] = await Promise.all([
    import('@dicebear/core'),
    AVATAR_STYLE_LOADERS[styleName](),
  ]);
  return createAvatar(styleModule, { seed, size }).toDataUri();
}
