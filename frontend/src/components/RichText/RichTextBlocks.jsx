/** The rendered blocks of some user text, as both RichText's plain path and MarkdownView draw them. */
export function RichTextBlocks({ children }) {
  return (
    <div data-rich-text-blocks="" data-testid="rich-text-parsed">
      {children}
    </div>
  );
}
