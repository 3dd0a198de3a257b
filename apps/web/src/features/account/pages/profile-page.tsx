import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { Button, buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { drawerToggled } from '../../general/ui-slice';

/** My account: a placeholder until sign-in ships; opens the side menu (the spec's profile view). */
export default function ProfilePage() {
  const dispatch = useAppDispatch();
  return (
    <PageFrame title="My account" card>
      <EmptyState
        icon="user"
        title="Your account arrives soon"
        message="Soon you will manage your profile, addresses, orders, wallet and refunds here. Your cart is saved on this device in the meantime."
        actions={
          <>
            <Button onClick={() => dispatch(drawerToggled(true))}>Open menu</Button>
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              Continue shopping
            </Link>
          </>
        }
      />
    </PageFrame>
  );
}
