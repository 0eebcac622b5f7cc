import { ScrollArea } from './ScrollArea';

const lines = Array.from({ length: 30 }, (_, index) => `Message ${index + 1}: shipped the garden, watered the tests.`);

export default {
  title: 'Components/ScrollArea',
  component: ScrollArea,
  args: { label: 'Messages' },
  render: (args) => (
    <ScrollArea {...args} style={{ height: 240, maxWidth: 360 }}>
      {lines.map((line) => (
        <p key={line} style={{ padding: '4px 8px' }}>
          {line}
        </p>
      ))}
    </ScrollArea>
  ),
};

/** Hover the area to see its scrollbar; it hides 600 ms after the pointer leaves. */
export const Default = {};

/** Content shorter than the area: no scrollbar. */
export const Short = {
  render: (args) => (
    <ScrollArea {...args} style={{ height: 240, maxWidth: 360 }}>
      <p style={{ padding: '4px 8px' }}>{lines[0]}</p>
    </ScrollArea>
  ),
};
