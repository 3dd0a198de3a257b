import StaffPage from './staff-page';

export default StaffPage;
