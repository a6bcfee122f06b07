import { Page } from '@clinic/shared/ui';

export default function AboutPage() {
  return <Page title="About Us" />;
}
