/** A safe place to go after signing in: a path on this site, never another origin. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (/^\/(login|confirm-otp|verify-email|verification-link-sent)\b/.test(value)) return '/';
  return value;
}
