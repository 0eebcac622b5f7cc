import useSWR from 'swr';
import { api } from './client';

export const skillKeys = {
  all: () => '/api/skills',
};

export function fetchSkills() {
  return api.get(skillKeys.all());
}

/** `{skills, error, isLoading}`: the whole skill catalogue (string[]); it never changes at run time. */
export function useSkills() {
  const { data, error, isLoading } = useSWR(skillKeys.all(), fetchSkills);
  return { skills: data, error, isLoading };
}
