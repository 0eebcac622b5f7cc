import { grace, sampleUser } from '../../testing/fixtures';

/** People shaped like API.md's User, for the friends stories and tests. */
export const linus = { ...grace, id: 9, username: 'linus_t', displayName: 'Linus Torvalds' };
export const margaret = {
  ...grace,
  id: 10,
  username: 'mhamilton',
  displayName: 'Margaret Hamilton',
  avatarSeed: 'mh',
  avatarStyle: 'personas',
};
export const ken = { ...grace, id: 11, username: 'ken_t', displayName: '' };

export const me = sampleUser;
export const friendsList = [grace, margaret];
export const pendingRequests = [{ id: 31, requester: linus }];
export const everyone = [sampleUser, grace, linus, margaret, ken];
