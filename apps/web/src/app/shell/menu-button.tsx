import { useAppDispatch, useAppSelector } from '../hooks';
import { Button, Icon } from '@kirana/ui';
import { drawerToggled, selectIsDrawerOpen } from '../../features/ui';
import { useT } from '../../lib/i18n';

/** The menu toggler that opens the side drawer, in both headers. */
export function MenuButton() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  const t = useT();
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label={t('shell.open-menu')}
      aria-expanded={drawerOpen}
      aria-controls="side-drawer"
      onClick={() => dispatch(drawerToggled(true))}
    >
      <Icon name="menu" />
    </Button>
  );
}
