// Light checks of what a shopper types to sign in (the server checks again with the shared zod).

/** The 10-digit Indian mobile number in `input` (spaces, dashes, +91 or 0 allowed), else null. */
export function normaliseMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** The trimmed, lower-cased email in `input` when it looks like one, else null. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) && email.length <= 254 ? email : null;
}

/** How a destination is shown: +91 98765 43210, or the email. */
export function displayIdentifier(channel: 'email' | 'phone', identifier: string): string {
  return channel === 'phone' ? `+91 ${identifier.slice(0, 5)} ${identifier.slice(5)}` : identifier;
}
