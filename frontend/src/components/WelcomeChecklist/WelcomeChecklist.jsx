import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFollowedTags, useSuggestedTags } from '../../api/follows';
import { useFriends } from '../../api/friends';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import { FollowTagButton } from '../FollowTagButton/FollowTagButton';
import { Icon } from '../Icon/Icon';

/** Where a member's "dismissed" is kept: this browser, per member (docs/frontend.md). */
export const dismissKey = (userId) => `devnet.welcome.dismissed.${userId}`;

/**
 * The first steps, each ticked from the member's real data: `done(user, friends, followed)`.
 * `friends` is the member's friends list, `followed` the tags they follow (each undefined while
 * it loads).
 */
export const STEPS = [
  {
    id: 'avatar',
    label: 'Set an avatar and display name',
    to: '/profile/edit',
    done: (user) => Boolean(user.displayName?.trim() && (user.avatarSeed || user.profilePhoto)),
  },
  {
    id: 'skills',
    label: 'Add your skills and hourly rate',
    to: '/profile/edit',
    done: (user) => Boolean(user.skills?.length) && user.hourlyRate != null,
  },
  {
    id: 'people',
    label: 'Find developers to connect with',
    to: '/developers',
    done: (_user, friends) => Boolean(friends?.length),
  },
  {
    id: 'tags',
    label: 'Follow tags you work with',
    to: '/settings#followed-tags',
    done: (_user, _friends, followed) => Boolean(followed?.length),
  },
  {
    id: 'thread',
    label: 'Start your first thread',
    to: '/threads/new',
    done: (user) => (user.threadCount ?? 0) > 0,
  },
];

/** Where a member's "folded" is kept: this browser, per member (docs/frontend.md). */
export const foldKey = (userId) => `devnet.welcome.folded.${userId}`;

function readFlag(key) {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false; // storage refused (private mode): the checklist simply shows
  }
}

function writeFlag(key, on) {
  try {
    if (on) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // not kept: for this visit only
  }
}

const readDismissed = (userId) => readFlag(dismissKey(userId));

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  a { color: ${({ theme }) => theme.color.link}; }
  &[data-done] span.label { color: ${({ theme }) => theme.color.textMuted}; text-decoration: line-through; }
`;

const Tick = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.color.success : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $done }) => ($done ? theme.color.success : 'transparent')};
  color: ${({ theme }) => theme.color.primaryText};
`;

const Buttons = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space(2)};
`;

const Unfolded = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Dismiss = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.text}; }
`;

/**
 * 'Get started on DevNet': a new member's first steps (avatar and display name, skills and rate,
 * finding developers, following tags (with suggestions from their skills), a first thread), each a
 * link to where it is done and ticked from the member's own data. 'Fold' leaves only its title row
 * ('Show steps' opens it again) and 'Hide' dismisses it, each remembered for this member in this
 * browser (localStorage); it is gone by itself once every step is done. Shown on the dashboard and
 * the feed.
 *
 * `{settled, checklist}`: `checklist` is the box (or null); `settled` is false while the lists
 * that decide it (friends, followed and suggested tags) are still on their way. A page that shows
 * the box above its content waits for `settled` before drawing that content: a box drawn after the
 * content would push it down (a layout shift; docs/performance.md, the feed's CLS).
 */
export function useWelcomeChecklist(user) {
  const [hidden, setHidden] = useState(false); // 'Hide' in this visit, even when storage refused it
  // 'Fold' in this visit, else what this browser remembers for this member.
  const [foldedNow, setFolded] = useState(null);
  const folded = foldedNow ?? (Boolean(user) && readFlag(foldKey(user.id)));
  const asking = Boolean(user) && !hidden && !readDismissed(user.id);
  // Its lists are asked for once the first screen is painted (hooks/useAfterFirstPaint.js).
  const painted = useAfterFirstPaint();
  const friendsList = useFriends(asking && painted);
  const followedList = useFollowedTags(asking && painted);
  const suggestedList = useSuggestedTags(asking && painted);
  if (!asking) return { settled: true, checklist: null };
  // A list that failed counts as empty: the page is not held back by the checklist's lists.
  const friends = friendsList.error ? [] : friendsList.friends;
  const followed = followedList.error ? [] : followedList.tags;
  const suggested = suggestedList.error ? [] : suggestedList.tags;
  if (!friends || !followed || !suggested) return { settled: false, checklist: null };
  const steps = STEPS.map((step) => ({ ...step, isDone: step.done(user, friends, followed) }));
  const left = steps.filter((step) => !step.isDone).length;
  if (left === 0) return { settled: true, checklist: null };

  const dismiss = () => {
    writeFlag(dismissKey(user.id), true);
    setHidden(true);
  };
  const fold = (on) => {
    writeFlag(foldKey(user.id), on);
    setFolded(on);
  };
  const tagsDone = steps.find((step) => step.id === 'tags').isDone;
  return {
    settled: true,
    checklist: (
      <Checklist
        steps={steps}
        left={left}
        onDismiss={dismiss}
        folded={folded}
        onFold={fold}
        suggested={tagsDone ? [] : suggested}
      />
    ),
  };
}

/** The checklist alone (the dashboard): drawn once its lists are in. */
export function WelcomeChecklist({ user }) {
  return useWelcomeChecklist(user).checklist;
}

function Checklist({ steps, left, onDismiss, folded, onFold, suggested }) {
  const stepsId = useId();
  return (
    <Box aria-labelledby="welcome-checklist" data-folded={folded || undefined}>
      <Top>
        <div>
          <h2 id="welcome-checklist">Get started on DevNet</h2>
          <p>{`${steps.length - left} of ${steps.length} done. Each step takes a minute.`}</p>
        </div>
        <Buttons>
          <Dismiss type="button" aria-expanded={!folded} aria-controls={stepsId} onClick={() => onFold(!folded)}>
            {folded ? 'Show steps' : 'Fold'}
          </Dismiss>
          <Dismiss type="button" onClick={onDismiss} aria-label="Hide the getting started checklist">
            Hide
          </Dismiss>
        </Buttons>
      </Top>
      {!folded && (
        <Unfolded id={stepsId}>
          <Steps>
            {steps.map((step) => (
              <Step key={step.id} data-done={step.isDone || undefined}>
                <Tick $done={step.isDone} aria-hidden="true">
                  {step.isDone && <Icon name="check" size={14} />}
                </Tick>
                {step.isDone ? (
                  <span className="label">
                    {step.label}
                    <VisuallyHidden> (done)</VisuallyHidden>
                  </span>
                ) : (
                  <Link to={step.to}>{step.label}</Link>
                )}
              </Step>
            ))}
          </Steps>
          <SuggestedTags tags={suggested} />
        </Unfolded>
      )}
    </Box>
  );
}

const Suggested = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h3 { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; margin: 0; padding: 0; list-style: none; }
`;

/** Tags from the member's skills, each a Follow toggle showing its name (nothing when there are none). */
function SuggestedTags({ tags }) {
  if (!tags.length) return null;
  return (
    <Suggested aria-labelledby="suggested-tags">
      <h3 id="suggested-tags">Suggested from your skills</h3>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>
            <FollowTagButton tag={tag} named />
          </li>
        ))}
      </ul>
    </Suggested>
  );
}

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
