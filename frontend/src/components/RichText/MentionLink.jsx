import { Link, useInRouterContext } from 'react-router-dom';
import { mentionPath, splitMentions } from './mentions';

/** An @username as a link to the member's profile (a plain link outside a router). */
export function MentionLink({ username }) {
  const inRouter = useInRouterContext();
  const label = `@${username}`;
  return inRouter ? (
    <Link to={mentionPath(username)} data-mention={username}>
      {label}
    </Link>
  ) : (
    <a href={mentionPath(username)} data-mention={username}>
      {label}
    </a>
  );
}

/** Plain text with its @mentions as profile links; everything else stays text. */
export function TextWithMentions({ text }) {
  return splitMentions(text).map((piece, index) =>
    typeof piece === 'string' ? piece : <MentionLink key={index} username={piece.username} />,
  );
}
