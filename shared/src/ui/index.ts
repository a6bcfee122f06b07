// What the public pages use as well. The staff's and the patient's badges and the checkbox group are entries
// of their own (ui/badges, ui/checkbox-group): a shared entry is loaded whole, and they cost every visitor's
// first page about 2 KB.
export { Spinner } from './Spinner';
export { EmptyState } from './EmptyState';
export { Button, type ButtonVariant } from './Button';
export { Field, type FieldControlProps } from './Field';
export { PageTitle } from './PageTitle';
export { Page } from './Page';
export { wrapFocus } from './wrap-focus';
export { useBrowserValue, useHydrated } from './hydration';
export { useChatLink } from './useChatLink';
export { DocumentTitleContext, documentTitle, useDocumentTitle } from './useDocumentTitle';
export { Island, type IslandName, type Islands } from './Island';
