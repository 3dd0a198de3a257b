import AuditPage from './audit-page';

export default AuditPage;
