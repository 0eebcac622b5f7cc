import { authorName } from '../AuthorByline/AuthorByline';
import { Icon } from '../Icon/Icon';
import { Menu } from '../Menu/Menu';
import { useSafetyActions } from './useSafetyActions';

/**
 * A 'More actions' menu holding the block and mute actions on `person` (a profile's header, a
 * conversation's header), with the block confirmation. Draws nothing when `enabled` is false.
 */
export function SafetyMenu({ person, enabled = true }) {
  const { items, dialog } = useSafetyActions(person, { enabled });
  if (!items.length) return null;
  return (
    <>
      <Menu ariaLabel={`More actions for ${authorName(person)}`} items={items}>
        <Icon name="more" size={18} />
      </Menu>
      {dialog}
    </>
  );
}
