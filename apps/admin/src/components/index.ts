export {
  Badge,
  Button,
  buttonClassName,
  OrderStatusBadge,
  RefundStatusBadge,
  type ButtonProps,
  type StatusTone,
} from '@kirana/ui';
export { DataTable, type Column } from './data-table';
export { DownloadButton, downloadFile } from './download-button';
export { formatDate, formatDateTime, formatDateTimeSeconds, formatDayMonth } from './india-dates';
export { indiaInputOf, isoOfIndiaInput } from './dates';
export { ConfirmDialog, Dialog } from './dialog';
export { Field, inputClass, TextField } from './field';
export { FilePicker, type FilePickerProps } from './file-picker';
export { FormField, FormTextField } from './form-controls';
export { messagesOf, type RequestSchema } from './form-resolver';
export { useRequestForm, type RequestFormOptions } from './use-request-form';
export { FormError } from './form-error';
export {
  formErrors,
  paiseOf,
  priceAndMrp,
  priceText,
  requiredPaiseOf,
  rupeesText,
  wholeOf,
} from './form-kit';
export { blocks } from './layout';
export { formatInr, Money } from './money';
export { NotFoundPage } from './not-found-page';
export { PageHeader } from './page-header';
export { SearchToolbar } from './search-toolbar';
export { TabNav, type Tab } from './tab-nav';
export { Pagination } from './pagination';
export { EmptyState, ErrorState, PageSkeleton, QueryState } from './states';
export { ConsoleUiWords } from './ui-words';
export { roleName } from './role-name';
export { useCan } from './use-can';
export { usePageParams } from './use-page-params';
