import styled from 'styled-components';
import { useUserProjects } from '../../api/users';
import { Avatar } from '../../components/Avatar/Avatar';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { TagChips } from '../../components/TagChips/TagChips';
import { formatRate } from './schemas';
import { countLabel } from '../../components/Count/count';

/** Spec section 9: a card shows at most 4 skills and 2 project previews. */
export const CARD_SKILLS = 4;
export const CARD_PROJECTS = 2;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Rate = styled.p`
  margin-left: auto;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Previews = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  strong { display: block; }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 1;
    -webkit-box-orient: vertical;
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

function ProjectPreviews({ developer }) {
  const { projects } = useUserProjects(developer.projectCount > 0 ? developer.id : null, CARD_PROJECTS);
  if (!projects || projects.length === 0) return null;
  return (
    <Previews aria-label="Recent projects">
      {projects.slice(0, CARD_PROJECTS).map((project) => (
        <li key={project.id}>
          <strong>{project.title}</strong>
          <span>{project.description}</span>
        </li>
      ))}
    </Previews>
  );
}

/**
 * One developer of the directory: avatar, names, rate, two lines of bio, up to 4 skills with
 * a +N count, up to 2 recent projects and the project count, a link to the profile, and a
 * contact control: `onContact(developer)` for members, 'Login to Contact' (`loginTo`) for visitors.
 * Members see no contact control on their own card.
 */
export function DeveloperCard({ developer, viewer, onContact, loginTo }) {
  const name = developer.displayName || developer.username;
  const count = developer.projectCount ?? 0;
  let contact = null;
  if (!viewer) {
    contact = (
      <ButtonLink to={loginTo} variant="outline">
        Login to Contact
      </ButtonLink>
    );
  } else if (viewer.id !== developer.id) {
    contact = (
      <Button variant="outline" onClick={() => onContact(developer)}>
        Contact
      </Button>
    );
  }
  return (
    <Card as="article" aria-labelledby={`developer-${developer.id}`}>
      <Head>
        <Avatar user={developer} size="large" profileFallback />
        <div>
          <h2 id={`developer-${developer.id}`}>{name}</h2>
          <Muted>@{developer.username}</Muted>
        </div>
        <Rate>{formatRate(developer.hourlyRate)}</Rate>
      </Head>
      {developer.bio && <Bio>{developer.bio}</Bio>}
      <TagChips tags={developer.skills} max={CARD_SKILLS} label={`${name}'s skills`} />
      <ProjectPreviews developer={developer} />
      <Muted>{countLabel(count, 'project')}</Muted>
      <Foot>
        <ButtonLink to={`/profile/${developer.id}`}>View Profile &amp; Projects</ButtonLink>
        {contact}
      </Foot>
    </Card>
  );
}
