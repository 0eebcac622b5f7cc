/**
 * Renders every story of every *.stories.jsx under src/ through Storybook's portable stories,
 * with the same decorators as Storybook (../storybook/preview.jsx), so a story that breaks
 * fails `npm test`.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import previewAnnotations from '../../../storybook/preview';
import { mockFetch } from './fetchMock';
import { settle } from './render';

setProjectAnnotations(previewAnnotations);

// Stories get their data from parameters; anything else they ask the "server" for is a 404.
beforeEach(() => mockFetch());

const srcDir = join(__dirname, '..');
const storyFiles = readdirSync(srcDir, { recursive: true })
  .filter((file) => file.endsWith('.stories.jsx'))
  .sort();

test('there are stories to render', () => {
  expect(storyFiles.length).toBeGreaterThan(10);
});

describe.each(storyFiles)('%s', (file) => {
  const stories = Object.entries(composeStories(require(join(srcDir, file))));

  test.each(stories)('%s renders', async (_name, Story) => {
    const { container } = render(<Story />);
    await settle();
    expect(container).not.toBeEmptyDOMElement();
  });
});

test('story files sit beside their components', () => {
  for (const file of storyFiles) {
    expect(relative(srcDir, join(srcDir, file))).toMatch(/^(components|features)\//);
  }
});
