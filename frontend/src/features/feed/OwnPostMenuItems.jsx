/**
 * The post menu's items for the post's author (docs/editing.md): Edit, History, Delete. Nothing
 * for anyone else; the server checks again. A plain list, so other items (Block, Mute) join the
 * same menu beside these: `items={[...ownPostMenuItems(...), ...otherItems]}`.
 */
export function ownPostMenuItems({ post, user, onEdit, onHistory, onDelete }) {
  if (!user || !post?.user || post.user.id !== user.id) return [];
  return [
    { label: 'Edit', onSelect: () => onEdit(post) },
    ...(post.editedAt ? [{ label: 'History', onSelect: () => onHistory(post) }] : []),
    { label: 'Delete', onSelect: () => onDelete(post) },
  ];
}
