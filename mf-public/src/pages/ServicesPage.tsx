import { Page } from '@clinic/shared/ui';

export default function ServicesPage() {
  return <Page title="Our Services" />;
}
