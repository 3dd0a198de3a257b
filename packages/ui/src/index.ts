// The UI kit both apps share (one import each: the barrel tree-shakes, see sideEffects).
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button/button';
export { Dialog, type DialogProps } from './dialog/dialog';
export { useModalDialog, type ModalDialogBindings } from './dialog/use-modal-dialog';
export { Icon, type IconName } from './icon/icon';
export { ENGLISH_UI_WORDS, UiWordsProvider, useUiWords, type UiWords } from './ui-words';
export { EmptyState, type EmptyStateProps } from './states/empty-state';
export { ErrorState, RETRY_LABEL, type ErrorStateProps } from './states/error-state';
export { LoadingLabel, Skeleton } from './states/skeleton';
export { SkeletonText } from './states/skeleton-text';
export type { StateLook } from './states/state-look';
export { Badge, OrderStatusBadge, RefundStatusBadge } from './status/status-badge';
export { ORDER_STATUS_TONES, REFUND_STATUS_TONES, type StatusTone } from './status/status-tones';
