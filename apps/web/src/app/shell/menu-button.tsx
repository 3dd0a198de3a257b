import { useAppDispatch, useAppSelector } from '../hooks';
import { Button, Icon } from '@kirana/ui';
import { drawerToggled, selectIsDrawerOpen } from '../../features/ui';

/** The menu toggler that opens the side drawer, in both headers. */
export function MenuButton() {
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  return (
    <Button
      variant="ghost"
      iconOnly
      aria-label="Open menu"
      aria-expanded={drawerOpen}
      aria-controls="side-drawer"
      onClick={() => dispatch(drawerToggled(true))}
    >
      <Icon name="menu" />
    </Button>
  );
}
