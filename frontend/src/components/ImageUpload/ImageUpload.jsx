import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { IMAGE_ERRORS, imageProblem, MAX_ALT_LENGTH, MAX_IMAGES, readAsDataUrl } from '../../api/media';
import { Icon } from '../Icon/Icon';
import { describedBy, Field, FieldError, FieldHint, Input, Label } from '../TextField/TextField';
import { useToast } from '../Toast/ToastProvider';

const FileInput = styled.input`
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $described }) => ($described ? '9rem' : '7rem')}, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  align-content: start;
  min-width: 0;
`;

const AltLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const AltInput = styled(Input)`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const Remove = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  right: ${({ theme }) => theme.space(1)};
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.overlay};
  color: ${({ theme }) => theme.color.primaryText};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.danger}; }
`;

const Cover = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space(1)};
  bottom: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.overlay};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * Image picker of the project form (spec section 5): image files only (PNG, JPG, GIF, WebP),
 * each at most 5 MB, at most `max` in all; each problem is a toast with the spec's text. Files
 * are read in the browser into data: URLs. `images` holds data: URLs and already-stored
 * /media/ URLs; `onChange(next, nextAlts)` gets the new list. The first image is the preview
 * (`preview` false: all images are equal, as in a feed post). `hint` replaces the line under the
 * picker. With `alts` (one text per image, '' for none) each image has an "Alt text" box, at most
 * MAX_ALT_LENGTH characters as the server allows, and `onChange` gets the alt texts kept beside
 * their images (a removed image takes its alt text with it).
 */
export function ImageUpload({
  images,
  onChange,
  max = MAX_IMAGES,
  label = 'Images',
  error,
  hint: givenHint,
  preview = true,
  alts,
}) {
  const { toast } = useToast();
  const id = useId();
  const [reading, setReading] = useState(false);
  const latest = useRef({ images, alts });
  latest.current = { images, alts };
  const described = alts !== undefined;
  const altsOf = (list, given) => list.map((_, index) => given?.[index] ?? '');

  const fail = (problem) => {
    const message = { ...IMAGE_ERRORS[problem] };
    // The spec's text names the project limit (5); a smaller limit (a feed post: 4) says its own.
    if (problem === 'count') message.description = `You can only upload up to ${max} images`;
    toast({ ...message, variant: 'destructive' });
  };

  const onFiles = async (event) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after removing it) is a change.
    event.target.value = '';
    if (files.length === 0) return;
    const added = [];
    setReading(true);
    for (const file of files) {
      if (latest.current.images.length + added.length >= max) {
        fail('count');
        break;
      }
      const problem = imageProblem(file);
      if (problem) {
        fail(problem);
        continue;
      }
      try {
        added.push(await readAsDataUrl(file));
      } catch (failure) {
        console.warn('Could not read the chosen image.', failure);
        fail('read');
      }
    }
    setReading(false);
    if (added.length > 0) {
      const next = [...latest.current.images, ...added].slice(0, max);
      onChange(next, altsOf(next, latest.current.alts));
    }
  };

  const hint =
    givenHint ??
    `Up to ${max} images (PNG, JPG, GIF or WebP), 5MB each.${preview ? ' The first one is the preview.' : ''}` +
      (described
        ? ` Describe each one in its alt text (up to ${MAX_ALT_LENGTH} characters) for people who cannot see it.`
        : '');
  const remove = (index) => {
    const keep = (_, position) => position !== index;
    onChange(images.filter(keep), altsOf(images, alts).filter(keep));
  };
  const describe = (index, text) => {
    const next = altsOf(images, alts);
    next[index] = text;
    onChange(images, next);
  };

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <FileInput
        id={id}
        type="file"
        accept="image/*"
        multiple={max > 1}
        onChange={onFiles}
        aria-busy={reading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {images.length > 0 && (
        <Thumbs aria-label="Chosen images" $described={described}>
          {images.map((src, index) => (
            // Two identical images are still two entries; the index keeps their keys apart.
            <Entry key={`${index}-${src.slice(0, 64)}`}>
              <Thumb>
                <img src={src} alt={alts?.[index]?.trim() || `Image ${index + 1}`} />
                {preview && index === 0 && <Cover>Preview</Cover>}
                <Remove type="button" aria-label={`Remove image ${index + 1}`} onClick={() => remove(index)}>
                  <Icon name="close" size={14} />
                </Remove>
              </Thumb>
              {described && (
                <>
                  <AltLabel htmlFor={`${id}-alt-${index}`}>Alt text of image {index + 1}</AltLabel>
                  <AltInput
                    id={`${id}-alt-${index}`}
                    value={alts[index] ?? ''}
                    maxLength={MAX_ALT_LENGTH}
                    placeholder="What it shows"
                    onChange={(event) => describe(index, event.target.value)}
                  />
                </>
              )}
            </Entry>
          ))}
        </Thumbs>
      )}
    </Field>
  );
}
