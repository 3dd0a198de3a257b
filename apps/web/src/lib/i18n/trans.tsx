import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { MessageValues } from '@kirana/ui/i18n';
import { useT } from './i18n-provider';

// Our own <Trans> (docs/decisions/0012-i18n.md): a message whose words wrap links or bold text
// ("I agree to the <0>terms</0>") is translated as one string, then its numbered tags become the
// elements given. @lingui/react's Trans would bring its whole provider into the first screen.

type Components = Record<string | number, ReactElement<{ children?: ReactNode }>>;

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** The text with each `<n>…</n>` (or `<n/>`) replaced by component n holding its inner part. */
export function renderTagged(text: string, components: Components): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner, selfClosing] = match;
    const at = match.index;
    if (at > last) out.push(text.slice(last, at));
    const element = components[(name ?? selfClosing)!];
    const key = `${out.length}`;
    if (!element) out.push(inner ?? '');
    else if (inner === undefined) out.push(cloneElement(element, { key }));
    else out.push(cloneElement(element, { key }, ...renderTagged(inner, components)));
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A message with markup: `<Trans id="auth.agree" components={{ 0: <Link to="/terms" /> }} />`. */
export function Trans({
  id,
  values,
  components = {},
}: {
  id: string;
  values?: MessageValues;
  components?: Components;
}) {
  const t = useT();
  return <Fragment>{renderTagged(t(id, values), components)}</Fragment>;
}
