/** Longest picture address an account may set (the column's length). */
export const AVATAR_URL_MAX = 500;

/**
 * What is wrong with an account's picture address, or null when it is acceptable: an absolute
 * https: URL of at most 500 characters, without user name or password. `""` is acceptable (it removes
 * the picture). Visitors' browsers load it, so nothing else (http:, data:, javascript:) is stored.
 */
export function avatarUrlProblem(value: string): string | null {
  if (value === '') return null;
  if (value.length > AVATAR_URL_MAX) return `must be at most ${AVATAR_URL_MAX} characters`;
  if (value.trim() !== value || /\s/.test(value)) return 'must not contain spaces';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute https: URL';
  }
  if (url.protocol !== 'https:') return 'must be an https: URL';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (!url.hostname) return 'must be an absolute https: URL';
  return null;
}
