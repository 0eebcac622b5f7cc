import { forwardRef, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { MentionTextArea } from '../MentionTextArea/MentionTextArea';
import { RichText } from '../RichText/RichText';
import { TextArea } from '../TextArea/TextArea';
import { clearDraft, readDraft, saveDraftSoon } from './drafts';
import { ACTIONS } from './markdownEdits';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
`;

const Tool = styled.button`
  min-width: 2rem;
  height: 2rem;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme, $mono }) => ($mono ? theme.font.family.mono : 'inherit')};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $bold }) => ($bold ? 700 : 'inherit')};
  font-style: ${({ $italic }) => ($italic ? 'italic' : 'inherit')};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
`;

const Preview = styled.div`
  min-height: ${({ $rows }) => `${$rows * 1.5 + 1.5}em`};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.link};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '');

/** The toolbar action a key press asks for (Ctrl or Cmd with B, I, E, K), or undefined. */
export function shortcutAction(event) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  const key = event.key?.toLowerCase();
  return ACTIONS.find((action) => action.key && action.key === key);
}

/**
 * The one editor of Markdown texts (threads, projects, posts, comments, messages): a TextArea
 * (same props: use it with `form.field(...)`; `mentions` makes it a MentionTextArea) with
 * Write / Preview tabs, a formatting toolbar and a draft kept in this browser.
 *
 * - Preview renders the text with RichText, the renderer of the pages: what it shows is what
 *   will be published, and raw HTML stays text.
 * - The toolbar (bold, italic, code, code block, link, list, quote) edits the box's selection;
 *   Ctrl/Cmd+B, +I, +E (code) and +K (link) do the same from the box. It is one tab stop
 *   (WAI-ARIA toolbar: arrow keys, Home and End move inside it).
 * - `draftKey` (e.g. `draft:comment:thread:42`): what is typed is saved under it (drafts.js);
 *   on a later visit it comes back with a 'Draft restored · Discard' note. It is removed when the
 *   text is back to what the form started with (sent and reset, or Discard); a form that leaves
 *   the page on success calls `clearDraft(key)`.
 */
export const MarkdownEditor = forwardRef(function MarkdownEditor(
  {
    label,
    name,
    value = '',
    onChange,
    onKeyDown,
    error,
    rows = 6,
    draftKey = null,
    mentions = false,
    id: givenId,
    ...props
  },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? `md-${autoId}`;
  const own = useRef(null);
  const [preview, setPreview] = useState(false);
  const [restored, setRestored] = useState(false);
  const [toolIndex, setToolIndex] = useState(0);
  const toolRefs = useRef([]);
  const tabRefs = useRef([]);
  const pendingSelection = useRef(null);
  const initial = useRef(value);
  const latest = useRef();
  latest.current = { name, onChange };

  const setRefs = useCallback(
    (element) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const change = (text) =>
    latest.current.onChange?.({ target: { name: latest.current.name, value: text, type: 'textarea' } });

  // A saved draft comes back once, when the editor first shows.
  useEffect(() => {
    const saved = readDraft(draftKey);
    if (saved && saved !== initial.current) {
      change(saved);
      setRestored(true);
    }
  }, [draftKey]);

  // What is typed is saved once typing rests; back to the start, there is no draft.
  const text = String(value ?? '');
  const seen = useRef(text);
  useEffect(() => {
    // Nothing typed yet (the first render, or a draft being put back): nothing to save or clear.
    if (!draftKey || text === seen.current) return;
    seen.current = text;
    if (text === initial.current) clearDraft(draftKey);
    else saveDraftSoon(draftKey, text);
  }, [draftKey, text]);

  // An error to show is in the box: back to Write, so it can be read and the box focused.
  useEffect(() => {
    if (error) setPreview(false);
  }, [error]);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !own.current) return;
    pendingSelection.current = null;
    own.current.focus();
    own.current.setSelectionRange(selection.start, selection.end);
  });

  const discard = () => {
    clearDraft(draftKey);
    change(initial.current);
    setRestored(false);
    own.current?.focus();
  };

  const apply = (action) => {
    const element = own.current;
    if (!element) return;
    const start = element.selectionStart ?? text.length;
    const end = element.selectionEnd ?? start;
    const next = action.edit(text, start, end);
    pendingSelection.current = { start: next.start, end: next.end };
    change(next.text);
  };

  const keyDown = (event) => {
    const action = shortcutAction(event);
    if (action) {
      event.preventDefault();
      apply(action);
      return;
    }
    onKeyDown?.(event);
  };

  const moveInToolbar = (event) => {
    const last = ACTIONS.length - 1;
    const moves = { ArrowRight: toolIndex + 1, ArrowLeft: toolIndex - 1, Home: 0, End: last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + ACTIONS.length) % ACTIONS.length;
    setToolIndex(next);
    toolRefs.current[next]?.focus();
  };

  const moveInTabs = (event) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'Home' ? false : event.key === 'End' ? true : !preview;
    setPreview(next);
    tabRefs.current[next ? 1 : 0]?.focus();
  };

  const modifier = isMac() ? 'Meta' : 'Control';
  const modifierName = isMac() ? 'Cmd' : 'Ctrl';
  const writeTab = `${id}-write-tab`;
  const previewTab = `${id}-preview-tab`;
  const writePanel = `${id}-write`;
  const previewPanel = `${id}-preview`;

  const above = (
    <>
      <Bar>
        <Tabs role="tablist" aria-label="Write or preview">
          {[
            { tabId: writeTab, panel: writePanel, on: !preview, text: 'Write' },
            { tabId: previewTab, panel: previewPanel, on: preview, text: 'Preview' },
          ].map((tab, index) => (
            <Tab
              key={tab.tabId}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tab.tabId}
              aria-selected={tab.on}
              aria-controls={tab.panel}
              tabIndex={tab.on ? 0 : -1}
              onClick={() => setPreview(index === 1)}
              onKeyDown={moveInTabs}
            >
              {tab.text}
            </Tab>
          ))}
        </Tabs>
        {!preview && (
          <Toolbar role="toolbar" aria-label="Formatting" aria-controls={id} onKeyDown={moveInToolbar}>
            {ACTIONS.map((action, index) => (
              <Tool
                key={action.id}
                ref={(element) => {
                  toolRefs.current[index] = element;
                }}
                type="button"
                aria-label={action.name}
                title={action.key ? `${action.name} (${modifierName}+${action.key.toUpperCase()})` : action.name}
                aria-keyshortcuts={action.key ? `${modifier}+${action.key.toUpperCase()}` : undefined}
                tabIndex={index === toolIndex ? 0 : -1}
                $bold={action.id === 'bold'}
                $italic={action.id === 'italic'}
                $mono={action.id === 'code' || action.id === 'codeBlock'}
                onMouseDown={(event) => event.preventDefault()}
                onFocus={() => setToolIndex(index)}
                onClick={() => apply(action)}
              >
                {action.icon ? <Icon name={action.icon} size={16} /> : <span aria-hidden="true">{action.glyph}</span>}
              </Tool>
            ))}
          </Toolbar>
        )}
      </Bar>
      {restored && (
        <Note role="status">
          <span>Draft restored</span> <span aria-hidden="true">·</span>{' '}
          <button type="button" onClick={discard}>
            Discard
          </button>
        </Note>
      )}
    </>
  );

  const wrapArea = (area) => (
    <>
      <div role="tabpanel" id={writePanel} aria-labelledby={writeTab} hidden={preview}>
        {area}
      </div>
      <Preview
        role="tabpanel"
        id={previewPanel}
        aria-labelledby={previewTab}
        hidden={!preview}
        tabIndex={0}
        $rows={rows}
        data-testid="markdown-preview"
      >
        {preview && (text.trim() ? <RichText text={text} /> : <Empty>Nothing to preview yet.</Empty>)}
      </Preview>
    </>
  );

  const Box = mentions ? MentionTextArea : TextArea;
  return (
    <Box
      {...props}
      ref={setRefs}
      id={id}
      label={label}
      name={name}
      value={value}
      rows={rows}
      error={error}
      onChange={onChange}
      onKeyDown={keyDown}
      above={above}
      wrapArea={wrapArea}
    />
  );
});
