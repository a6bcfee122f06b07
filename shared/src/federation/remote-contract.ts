/**
 * The pages the shell loads from each remote: the contract every remote build is checked against
 * (contract-check.ts) and the only names the shell's route table may use.
 */
export const REMOTE_PAGES = {
  mf_public: ['HomePage', 'AboutPage', 'ServicesPage', 'DoctorsPage', 'ContactPage'],
  mf_patient: ['LoginPage', 'AppointmentPage', 'MyAppointmentsPage', 'MyProfilePage', 'VerifyPage'],
  mf_admin: ['StaffLoginPage', 'AdminDashboardPage', 'AllAppointmentsPage', 'AddDoctorPage', 'DoctorListPage'],
  mf_doctor: ['DoctorDashboardPage', 'DoctorAppointmentsPage', 'DoctorProfilePage'],
} as const;

export type RemoteName = keyof typeof REMOTE_PAGES;
/** `mf_patient/VerifyPage`: a page of the contract, as the shell's routes name it. */
export type RemotePageId = { [R in RemoteName]: `${R}/${(typeof REMOTE_PAGES)[R][number]}` }[RemoteName];

export const isRemoteName = (name: string): name is RemoteName => name in REMOTE_PAGES;
