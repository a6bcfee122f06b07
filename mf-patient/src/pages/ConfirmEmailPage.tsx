import { SignedLinkPage } from '../features/signed-link/SignedLinkPage';

/** `/confirm-email?token=…`, the page the sign-up e-mail's "Confirm my e-mail address" link opens (decision 34). */
export default function ConfirmEmailPage() {
  return <SignedLinkPage call="userConfirmEmail" texts="ConfirmEmail" />;
}
