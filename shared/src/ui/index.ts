export { Spinner } from './Spinner';
export { EmptyState } from './EmptyState';
export { Button, type ButtonVariant } from './Button';
export { PageTitle } from './PageTitle';
export { Page } from './Page';
export { StatusBadge, PaymentBadge } from './StatusBadge';
export { wrapFocus } from './wrap-focus';
export { useBrowserValue, useHydrated } from './hydration';
export { useChatLink } from './useChatLink';
