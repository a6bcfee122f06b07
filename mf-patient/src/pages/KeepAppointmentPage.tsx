import { SignedLinkPage } from '../features/signed-link/SignedLinkPage';

/** `/keep-appointment?token=…`, what a reminder's "I am coming" opens: an unpaid booking kept (decision 34). */
export default function KeepAppointmentPage() {
  return <SignedLinkPage call="userKeepAppointmentByLink" texts="KeepAppointment" linkTo="/my-appointments" />;
}
