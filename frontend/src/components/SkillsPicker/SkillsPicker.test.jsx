import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { SkillsPicker } from './SkillsPicker';
import { addSkill, suggestionsFor } from './skillRules';

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
  'Sass',
  'Scala',
  'Swift',
  'Solidity',
  'Spark',
];

let changes;
function Picker({ initial = [] }) {
  const [skills, setSkills] = useState(initial);
  changes = skills;
  return <SkillsPicker catalogue={CATALOGUE} skills={skills} onChange={setSkills} />;
}

const input = () => screen.getByRole('combobox', { name: 'Skills' });
const chosen = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('rules', () => {
  test('suggestions are at most 8 substring matches ignoring case, without chosen skills, exact match first', () => {
    expect(suggestionsFor(CATALOGUE, [], 'JAVA')).toEqual(['Java', 'JavaScript']);
    expect(suggestionsFor(CATALOGUE, ['Java'], 'java')).toEqual(['JavaScript']);
    expect(suggestionsFor(CATALOGUE, [], 's')).toHaveLength(8);
    expect(suggestionsFor(CATALOGUE, [], '   ')).toEqual([]);
  });

  test('only catalogue names are added, in its spelling, once, and at most 10', () => {
    expect(addSkill(CATALOGUE, [], ' python ')).toEqual({ skills: ['Python'] });
    expect(addSkill(CATALOGUE, ['Python'], 'PYTHON').error).toBe('Python is already added');
    expect(addSkill(CATALOGUE, [], 'Cobol').error).toMatch(/not in the skills list/);
    expect(addSkill(CATALOGUE, CATALOGUE.slice(0, 10), 'Spark').error).toBe('Maximum 10 skills allowed');
  });
});

test('typing suggests matches; Enter takes the first suggestion and shows the counter', async () => {
  renderWithProviders(<Picker />);
  expect(input()).toHaveAttribute('placeholder', 'Add a skill...');
  expect(screen.getByText('0/10 skills added')).toBeInTheDocument();
  await userEvent.type(input(), 'scr');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['JavaScript', 'TypeScript']);
  await userEvent.keyboard('{Enter}');
  expect(changes).toEqual(['JavaScript']);
  expect(input()).toHaveValue('');
  expect(screen.getByText('1/10 skills added')).toBeInTheDocument();
});

test('clicking a suggestion adds it; Escape closes the suggestions', async () => {
  renderWithProviders(<Picker />);
  await userEvent.type(input(), 'rea');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  await userEvent.type(input(), 'c');
  await userEvent.click(screen.getByRole('option', { name: 'React Native' }));
  expect(changes).toEqual(['React Native']);
});

test('the Add button adds a typed catalogue name in its spelling and refuses others', async () => {
  renderWithProviders(<Picker initial={['Go']} />);
  await userEvent.type(input(), 'cobol');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByText(/not in the skills list/)).toBeInTheDocument();
  expect(changes).toEqual(['Go']);
  await userEvent.clear(input());
  await userEvent.type(input(), 'docker');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(changes).toEqual(['Go', 'Docker']);
});

test('a chosen skill is not suggested again and can be removed', async () => {
  renderWithProviders(<Picker initial={['Rust']} />);
  await userEvent.type(input(), 'rus');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Rust' }));
  expect(changes).toEqual([]);
});

test('at 10 skills the input is disabled with the spec placeholder', () => {
  renderWithProviders(<Picker initial={CATALOGUE.slice(0, 10)} />);
  expect(input()).toBeDisabled();
  expect(input()).toHaveAttribute('placeholder', 'Maximum 10 skills reached');
  expect(screen.getByText('10/10 skills added')).toBeInTheDocument();
  expect(chosen()).toHaveLength(10);
});
