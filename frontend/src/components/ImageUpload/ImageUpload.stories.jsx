import { useState } from 'react';
import { ImageUpload } from './ImageUpload';

const swatch = (fill) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" fill="${fill}"/></svg>`,
  )}`;

export default {
  title: 'Components/ImageUpload',
  tags: ['autodocs'],
  component: ImageUpload,
  args: { images: [], onChange: () => {} },
};

export const Empty = {};
export const WithImages = { args: { images: [swatch('#6366f1'), swatch('#22d3ee'), swatch('#f59e0b')] } };
export const WithAltTexts = {
  args: { images: [swatch('#6366f1'), swatch('#22d3ee')], alts: ['An indigo square', ''] },
};
export const WithAltTextsOnAPhone = {
  args: WithAltTexts.args,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
};
export const WithError = { args: { error: 'Please upload an image smaller than 5MB' } };
export const Interactive = {
  render: function Render() {
    const [images, setImages] = useState([swatch('#6366f1')]);
    const [alts, setAlts] = useState(['An indigo square']);
    return (
      <ImageUpload
        images={images}
        alts={alts}
        onChange={(next, nextAlts) => {
          setImages(next);
          setAlts(nextAlts);
        }}
      />
    );
  },
};
