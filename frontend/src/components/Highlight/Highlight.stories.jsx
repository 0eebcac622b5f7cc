import { Highlight } from './Highlight';

export default { title: 'Components/Highlight', tags: ['autodocs'], component: Highlight };

export const Matches = {
  args: {
    segments: [
      { text: '…requests that waited the full ', match: false },
      { text: 'pool', match: true },
      { text: ' ', match: false },
      { text: 'timeout', match: true },
      { text: ' before giving up.', match: false },
    ],
  },
};
export const NoMatch = { args: { segments: [{ text: 'Nothing in this text was searched for.', match: false }] } };
export const MarkupStaysText = { args: { segments: [{ text: '<img src=x onerror=alert(1)>', match: true }] } };
