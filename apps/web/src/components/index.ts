// Shared UI building blocks.
export { ThreeDotsLoader, InlineLoader, LoadingOverlay } from './three-dots-loader';
export { PageFrame, Card, type PageFrameProps } from './page-frame';
export { Switch } from './switch';
export { HtmlContent } from './html-content';
export { ComingSoonPage } from './coming-soon-page';
