import { useState } from 'react';
import { SkillsPicker } from './SkillsPicker';

const CATALOGUE = [
  'JavaScript',
  'TypeScript',
  'Java',
  'Python',
  'React',
  'React Native',
  'Node.js',
  'Go',
  'Rust',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'GraphQL',
];

/** The picker with its own state, so a story can add and remove skills (hooks need a component). */
function Controlled(args) {
  const [skills, setSkills] = useState(args.skills);
  return <SkillsPicker {...args} skills={skills} onChange={setSkills} />;
}

export default {
  title: 'Components/SkillsPicker',
  component: SkillsPicker,
  render: (args) => <Controlled {...args} />,
  args: { catalogue: CATALOGUE, skills: ['Python', 'React'] },
};

export const SomeChosen = {};
export const Empty = { args: { skills: [] } };
export const Full = { args: { skills: CATALOGUE.slice(0, 10) } };
export const WithError = { args: { error: 'Maximum 10 skills allowed' } };
