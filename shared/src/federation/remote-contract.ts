/**
 * The pages the shell loads from each remote: the contract every remote build is checked against
 * (contract-check.ts) and the only names the shell's route table may use.
 */
export const REMOTE_PAGES = {
  mf_public: ['HomePage', 'AboutPage', 'ServicesPage', 'DoctorsPage', 'ContactPage'],
  mf_patient: ['LoginPage', 'AppointmentPage', 'MyAppointmentsPage', 'MyProfilePage', 'VerifyPage'],
  mf_admin: ['StaffLoginPage', 'AdminDashboardPage', 'AllAppointmentsPage', 'AddDoctorPage', 'DoctorListPage', 'PatientsPage'],
  mf_doctor: ['DoctorDashboardPage', 'DoctorAppointmentsPage', 'DoctorProfilePage'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
/** `mf_patient/VerifyPage`: a page of the contract, as the shell's routes name it. */
export type RemotePageId = { [R in RemoteName]: `${R}/${(typeof REMOTE_PAGES)[R][number]}` }[RemoteName];

export const isRemoteName = (name: string): name is RemoteName => name in REMOTE_PAGES;

/**
 * The pages the site renders on the server as well: the public pages a visitor lands on, which then show
 * their content from the HTML, before any script has run. Each remote's server build holds these.
 */
export const SERVER_RENDERED_PAGES: { readonly [R in RemoteName]: readonly (typeof REMOTE_PAGES)[R][number][] } = {
  mf_public: ['HomePage', 'AboutPage', 'ServicesPage', 'DoctorsPage', 'ContactPage'],
  mf_patient: ['AppointmentPage'],
  mf_admin: [],
  mf_doctor: [],
};
