import { Page } from '@clinic/shared/ui';

export default function ContactPage() {
  return <Page title="Contact Us" />;
}
