import { SignedLinkPage } from '../features/signed-link/SignedLinkPage';

/** `/unsubscribe?token=…`, the page a reminder's "Stop reminders" link opens (decision 46). */
export default function UnsubscribePage() {
  return <SignedLinkPage call="unsubscribe" texts="Unsubscribe" />;
}
