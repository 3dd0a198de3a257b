import { useState } from 'react';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';
import { isChimeMuted, setChimeMuted } from './chime';

/** The new-order chime on or off, remembered in this browser; a click also lets sound play. */
export function SoundToggle({ newOrders }: { newOrders: number }) {
  const t = useT();
  const [muted, setMuted] = useState(isChimeMuted);
  return (
    <Button
      variant="ghost"
      size="s"
      aria-pressed={!muted}
      title={t('shell.live.sound-hint')}
      onClick={() => {
        setChimeMuted(!muted);
        setMuted(!muted);
      }}
    >
      {muted ? t('shell.live.sound-off') : t('shell.live.sound-on')}
      {newOrders > 0 && <> · {t('shell.live.new', { count: newOrders })}</>}
    </Button>
  );
}
