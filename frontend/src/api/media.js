/**
 * Images for projects (spec section 5): chosen in the browser, checked here, read as
 * `data:image/...;base64,...` strings and sent in `mediaUrls`; the server stores them and
 * answers `/media/<hash>.<ext>` URLs, which edit forms send back unchanged.
 */
export const MAX_IMAGES = 5;
/** The longest alt text of an image the server accepts (`mediaAlts`, docs/api-contract.md). */
export const MAX_ALT_LENGTH = 300;

/** The alt attribute of image `index`: its alt text (`mediaAlts`), or `fallback` when it has none. */
export const altOf = (alts, index, fallback) => alts?.[index]?.trim() || fallback;
/** 5 MB as the server counts it: 5 x 1024 x 1024 bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The types the server accepts; anything else (SVG included) it would refuse. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export const IMAGE_ERRORS = {
  type: { title: 'Invalid file type', description: 'Please upload an image file (PNG, JPG, GIF, etc.)' },
  size: { title: 'File too large', description: 'Please upload an image smaller than 5MB' },
  count: { title: 'Maximum images reached', description: 'You can only upload up to 5 images' },
  read: { title: 'Upload failed', description: 'The image could not be read. Please try another file.' },
};

/** Why a file cannot be used ('type' | 'size'), or null when it can. */
export function imageProblem(file) {
  if (!file || !IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Reads a file as a data: URL (FileReader); rejects when the browser cannot read it. */
export function readAsDataUrl(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.onabort = () => reject(new Error('Reading was aborted'));
    reader.readAsDataURL(file);
  });
}
