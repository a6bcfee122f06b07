import { Link } from 'react-router-dom';
import { EmptyState, PageTitle } from '@clinic/shared/ui';
import { AppReadyMark } from './AppReadyMark';

export function NotFoundPage() {
  return (
    <div style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-7) var(--space-4)' }}>
      <PageTitle title="Page not found">Page not found</PageTitle>
      <EmptyState title="We could not find that page.">
        <p>
          <Link to="/">Go to the home page</Link> or <Link to="/doctors">book an appointment</Link>.
        </p>
      </EmptyState>
      <AppReadyMark />
    </div>
  );
}
