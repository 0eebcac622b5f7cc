import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { imageProblem, MAX_IMAGE_BYTES } from '../../api/media';
import { renderWithProviders } from '../../testing/render';
import { ImageUpload } from './ImageUpload';

const png = (name = 'shot.png', size = 100) => {
  const file = new File(['x'.repeat(10)], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness({ initial = [], initialAlts, onChange, max }) {
  const [images, setImages] = useState(initial);
  const [alts, setAlts] = useState(initialAlts);
  return (
    <ImageUpload
      images={images}
      alts={alts}
      max={max}
      onChange={(next, nextAlts) => {
        onChange?.(next, nextAlts);
        setImages(next);
        if (alts !== undefined) setAlts(nextAlts);
      }}
    />
  );
}

// userEvent.upload honours `accept`; these tests check our own rules, so it must not filter.
const user = () => userEvent.setup({ applyAccept: false });

test('images are read into data URLs and shown with remove buttons', async () => {
  const onChange = jest.fn();
  renderWithProviders(<Harness onChange={onChange} />);
  await user().upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  expect(onChange.mock.calls.at(-1)[0][0]).toMatch(/^data:image\/png;base64,/);
  await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
  expect(screen.getAllByRole('img')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Remove image 1' })).toBeInTheDocument();
});

test('a file that is not an image is refused with the spec text', async () => {
  renderWithProviders(<Harness />);
  await user().upload(screen.getByLabelText('Images'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Invalid file type');
  expect(alert).toHaveTextContent('Please upload an image file (PNG, JPG, GIF, etc.)');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('an image over 5MB is refused with the spec text', async () => {
  renderWithProviders(<Harness />);
  await user().upload(screen.getByLabelText('Images'), png('huge.png', MAX_IMAGE_BYTES + 1));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('File too large');
  expect(alert).toHaveTextContent('Please upload an image smaller than 5MB');
});

test('at most five images: the sixth gives Maximum images reached', async () => {
  renderWithProviders(<Harness initial={['/media/1.png', '/media/2.png', '/media/3.png', '/media/4.png']} />);
  await user().upload(screen.getByLabelText('Images'), [png('5.png'), png('6.png')]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Maximum images reached');
  expect(alert).toHaveTextContent('You can only upload up to 5 images');
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
});

test('a smaller limit (a feed post: 4) names its own number', async () => {
  renderWithProviders(<Harness initial={['/media/1.png', '/media/2.png', '/media/3.png']} max={4} />);
  await user().upload(screen.getByLabelText('Images'), [png('4.png'), png('5.png')]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Maximum images reached');
  expect(alert).toHaveTextContent('You can only upload up to 4 images');
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
});

test("a file the browser cannot read gives 'Upload failed'", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const readAsDataURL = jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function fail() {
    this.onerror?.(new Event('error'));
  });
  renderWithProviders(<Harness />);
  await user().upload(screen.getByLabelText('Images'), png());
  expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
  expect(warn).toHaveBeenCalled();
  readAsDataURL.mockRestore();
  warn.mockRestore();
});

test('the file input takes several images of any image type', () => {
  renderWithProviders(<Harness />);
  const input = screen.getByLabelText('Images');
  expect(input).toHaveAttribute('accept', 'image/*');
  expect(input).toHaveAttribute('multiple');
});

test('imageProblem: PNG, JPEG, GIF and WebP up to 5MB pass', () => {
  expect(imageProblem(png())).toBeNull();
  expect(imageProblem(png('x.png', MAX_IMAGE_BYTES))).toBeNull();
  expect(imageProblem(png('x.png', MAX_IMAGE_BYTES + 1))).toBe('size');
  expect(imageProblem(new File([''], 'x.svg', { type: 'image/svg+xml' }))).toBe('type');
  expect(imageProblem(new File([''], 'x.txt', { type: 'text/plain' }))).toBe('type');
});

test('with alt texts each image has its box, at most 300 characters, and a removed image takes its text along', async () => {
  const onChange = jest.fn();
  renderWithProviders(
    <Harness initial={['/media/1.png', '/media/2.png']} initialAlts={['One', '']} onChange={onChange} />,
  );
  expect(screen.getByRole('img', { name: 'One' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Image 2' })).toBeInTheDocument();
  const second = screen.getByLabelText('Alt text of image 2');
  expect(second).toHaveAttribute('maxLength', '300');
  await userEvent.type(second, 'Two');
  expect(onChange).toHaveBeenLastCalledWith(['/media/1.png', '/media/2.png'], ['One', 'Two']);
  await user().upload(screen.getByLabelText('Images'), png('c.png'));
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
  expect(onChange.mock.calls.at(-1)[1]).toEqual(['One', 'Two', '']);
  await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
  expect(onChange.mock.calls.at(-1)[1]).toEqual(['Two', '']);
  expect(screen.getByLabelText('Alt text of image 1')).toHaveValue('Two');
});

test('without alt texts (the avatar photo) there is no alt box', () => {
  renderWithProviders(<Harness initial={['/media/1.png']} />);
  expect(screen.queryByLabelText(/^Alt text/)).not.toBeInTheDocument();
});
