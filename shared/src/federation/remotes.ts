/**
 * The one list of the remotes. Everything else about them is derived from it or checked against it:
 * each remote's webpack `exposes` (`exposesOf`), the federation contract (remote-contract.ts), the
 * gateway's mounts (gateway/src/paths.ts), the release script (scripts/release.mjs), and the deployment's
 * nginx, compose and Dockerfile values (deploy/test/remotes-list.test.ts fails when they drift).
 *
 * No imports: the gateway's one-file render service, the release script (plain Node, through tsx) and
 * every webpack config read this file.
 */

interface RemoteDefinition<Dir extends string, Page extends string, Rendered extends Page> {
  /** The workspace folder, also its npm workspace, its compose service and its image name. */
  dir: Dir;
  /** The path the site serves the remote's build under, on `npm start` and behind the nginx gateway. */
  mount: `/mf/${string}/`;
  /** Each page the remote exposes (as `./<Page>`) and the module that holds it. */
  pages: Readonly<Record<Page, `./src/${string}`>>;
  /** The pages the site also renders on the server: a visitor sees them before any script has run. */
  serverRendered: readonly Rendered[];
  /**
   * Of those, the pages served as islands (decision 59): only their parts that answer input are hydrated,
   * from the apps' islands bundles, with no federation runtime; the others hydrate whole, in the app.
   */
  islands?: readonly Rendered[];
}

// Keeps the literal names (for the typed route table) and refuses a server-rendered page that is not exposed.
const remote = <const Dir extends string, const Page extends string, const Rendered extends Page>(
  definition: RemoteDefinition<Dir, Page, Rendered>,
) => definition;

export const REMOTES = {
  mf_public: remote({
    dir: 'mf-public',
    mount: '/mf/public/',
    pages: {
      HomePage: './src/pages/HomePage',
      AboutPage: './src/pages/AboutPage',
      ServicesPage: './src/pages/ServicesPage',
      DoctorsPage: './src/pages/DoctorsPage',
      ContactPage: './src/pages/ContactPage',
      PrivacyPage: './src/pages/PrivacyPage',
    },
    serverRendered: ['HomePage', 'AboutPage', 'ServicesPage', 'DoctorsPage', 'ContactPage', 'PrivacyPage'],
    islands: ['HomePage', 'AboutPage', 'ServicesPage', 'DoctorsPage', 'PrivacyPage'],
  }),
  mf_patient: remote({
    dir: 'mf-patient',
    mount: '/mf/patient/',
    pages: {
      LoginPage: './src/pages/LoginPage',
      AppointmentPage: './src/pages/AppointmentPage',
      MyAppointmentsPage: './src/pages/MyAppointmentsPage',
      MyProfilePage: './src/pages/MyProfilePage',
      VerifyPage: './src/pages/VerifyPage',
      ReceiptPage: './src/pages/ReceiptPage',
      UnsubscribePage: './src/pages/UnsubscribePage',
      ForgotPasswordPage: './src/pages/ForgotPasswordPage',
      ResetPasswordPage: './src/pages/ResetPasswordPage',
      ConfirmEmailPage: './src/pages/ConfirmEmailPage',
      KeepAppointmentPage: './src/pages/KeepAppointmentPage',
      // Not a route: the shell shows it at the top of `/` after a booking (decision 39), loaded only then.
      BookingConfirmation: './src/features/booking-confirmation/BookingConfirmationPanel',
    },
    serverRendered: ['AppointmentPage'],
  }),
  mf_admin: remote({
    dir: 'mf-admin',
    mount: '/mf/admin/',
    pages: {
      StaffLoginPage: './src/pages/StaffLoginPage',
      AdminDashboardPage: './src/pages/AdminDashboardPage',
      AllAppointmentsPage: './src/pages/AllAppointmentsPage',
      AddDoctorPage: './src/pages/AddDoctorPage',
      DoctorListPage: './src/pages/DoctorListPage',
      EditDoctorPage: './src/pages/EditDoctorPage',
      PatientsPage: './src/pages/PatientsPage',
      InboxPage: './src/pages/InboxPage',
      OutboxPage: './src/pages/OutboxPage',
      SchedulePage: './src/pages/SchedulePage',
      DoctorSchedulePage: './src/pages/DoctorSchedulePage',
      AuditLogPage: './src/pages/AuditLogPage',
      SecurityPage: './src/pages/SecurityPage',
      StaffPage: './src/pages/StaffPage',
    },
    serverRendered: [],
  }),
  mf_doctor: remote({
    dir: 'mf-doctor',
    mount: '/mf/doctor/',
    pages: {
      DoctorDashboardPage: './src/pages/DoctorDashboardPage',
      DoctorAppointmentsPage: './src/pages/DoctorAppointmentsPage',
      DoctorProfilePage: './src/pages/DoctorProfilePage',
    },
    serverRendered: [],
  }),
};

export type RemoteName = keyof typeof REMOTES;

/** The remotes in the list's order, each with its federation name. */
export const REMOTE_LIST = (Object.keys(REMOTES) as RemoteName[]).map((name) => ({ name, ...REMOTES[name] }));

/** A remote's webpack `exposes`: `{ './HomePage': './src/pages/HomePage', … }`, in the list's order. */
export const exposesOf = (name: RemoteName): Record<string, string> =>
  Object.fromEntries(Object.entries<string>(REMOTES[name].pages).map(([page, module]) => [`./${page}`, module]));
