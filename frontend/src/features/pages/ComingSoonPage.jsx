import { ButtonLink } from '../../components/Button/Button';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { usePageMeta } from '../../hooks/usePageMeta';

/** Stands in for the screens that later releases bring (feed, threads, projects, ...). */
export function ComingSoonPage({ section }) {
  usePageMeta({ title: section });
  return (
    <StatusScreen title={`${section} is on its way`} actions={<ButtonLink to="/">Back to home</ButtonLink>}>
      <p>This part of DevNet opens in an upcoming release.</p>
    </StatusScreen>
  );
}
