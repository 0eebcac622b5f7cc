import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/Button/Button';

/** What both mail pages offer: the mail settings, where every kind of mail is chosen. */
export const mailSettingsLink = (
  <ButtonLink to="/settings#mail" variant="outline">
    Mail settings
  </ButtonLink>
);

/**
 * Runs `action` once when the page opens (again only when `key` changes): `{result, error}`, both
 * undefined while it runs. For the pages a mail's link opens, which act on their token at once.
 */
export function useOnOpen(action, key) {
  const [state, setState] = useState({ key: null });
  useEffect(() => {
    let live = true;
    action().then(
      (result) => live && setState({ key, result }),
      (error) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // The action is the page's own call on `key`: run it when the key changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : {};
}
