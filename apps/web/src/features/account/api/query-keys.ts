/** The signed-in user's own data, under their id: another user on this device never sees it. */
export function accountQueryKey(userId: string, part: 'sessions' | 'linked-accounts') {
  return ['account', userId, part] as const;
}
