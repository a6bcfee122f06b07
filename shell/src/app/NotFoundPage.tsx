import { Link } from 'react-router-dom';
import { richText } from '@clinic/shared/i18n';
import { EmptyState, PageTitle } from '@clinic/shared/ui';
import { useT } from '../i18n';
import { AppReadyMark } from './AppReadyMark';

export function NotFoundPage() {
  const t = useT();
  return (
    <div style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-7) var(--space-4)' }}>
      <PageTitle title={t('NotFoundPage.title')}>{t('NotFoundPage.title')}</PageTitle>
      <EmptyState title={t('NotFoundPage.lead')}>
        <p>
          {richText(t('NotFoundPage.next'), {
            home: (text) => <Link to="/">{text}</Link>,
            doctors: (text) => <Link to="/doctors">{text}</Link>,
          })}
        </p>
      </EmptyState>
      <AppReadyMark />
    </div>
  );
}
