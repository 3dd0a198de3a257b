// Shared UI building blocks.
export { ThreeDotsLoader, InlineLoader, LoadingOverlay } from './three-dots-loader';
export { Skeleton, SkeletonText } from './skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, RETRY_LABEL, type ErrorStateProps } from './error-state';
export { PageFrame, Card, type PageFrameProps } from './page-frame';
export { Switch } from './switch';
export { HtmlContent } from './html-content';
export { Icon, type IconName } from './icon';
export { ComingSoonPage } from './coming-soon-page';
