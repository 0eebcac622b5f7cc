import { ButtonLink } from '../../components/Button/Button';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';

/** Any path the router does not know. */
export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found' });
  return (
    <StatusScreen title="404 Page Not Found" actions={<ButtonLink to="/">Back to home</ButtonLink>}>
      <p>Did you forget to add the page to the router?</p>
    </StatusScreen>
  );
}
