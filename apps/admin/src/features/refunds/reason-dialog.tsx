import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../app/api';
import { Button, Dialog, TextField } from '../../components';
import { useT } from '../../lib/i18n';

/** Asks for one line of text (a rejection's reason, a UPI payout's reference) and sends it. */
export function TextDialog({
  open,
  title,
  label,
  field,
  hint,
  singleLine,
  check,
  confirmLabel,
  danger,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  /** the body field the server names when it refuses the text */
  field: string;
  hint?: string;
  /** one line (a code, as a UPI payout's reference) instead of a 3-line box */
  singleLine?: boolean;
  /** what is wrong with the text before it is sent (default: under 3 characters) */
  check?: (text: string) => string | undefined;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  error: unknown;
  onSubmit: (text: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const fromServer = fieldErrors(error)[`body.${field}`];
  const wrong = (s: string) =>
    check ? check(s) : s.trim().length < 3 ? t('refunds.dialog.too-short') : undefined;
  const refused = tried ? wrong(text) : undefined;
  const close = () => {
    setText('');
    setTried(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={
        <Button
          variant={danger ? 'danger' : 'primary'}
          busy={busy}
          onClick={() => {
            setTried(true);
            if (!wrong(text)) onSubmit(text.trim());
          }}
        >
          {confirmLabel}
        </Button>
      }
    >
      <TextField
        label={label}
        hint={hint}
        error={refused ?? fromServer}
        rows={singleLine ? undefined : 3}
        autoComplete={singleLine ? 'off' : undefined}
        autoCapitalize={singleLine ? 'characters' : undefined}
        spellCheck={singleLine ? false : undefined}
        maxLength={200}
        value={text}
        onChange={setText}
      />
      {error !== undefined && !fromServer && <p role="alert">{errorMessage(error)}</p>}
    </Dialog>
  );
}
