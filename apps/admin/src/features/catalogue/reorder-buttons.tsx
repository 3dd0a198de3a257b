import { Button } from '../../components';
import { useT } from '../../lib/i18n';

/** The ↑ and ↓ buttons that move a named row one place up or down its list. */
export function ReorderButtons({
  name,
  first,
  last,
  disabled,
  onMove,
}: {
  /** What the row is called, for the buttons' accessible names ("Move Fruits up"). */
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const t = useT();
  return (
    <>
      <Button
        size="s"
        variant="ghost"
        aria-label={t('catalogue.move-up', { name })}
        disabled={first || disabled}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        size="s"
        variant="ghost"
        aria-label={t('catalogue.move-down', { name })}
        disabled={last || disabled}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
    </>
  );
}
