import { createAppBuilds } from '@clinic/shared/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppBuilds(
    {
      name: 'mf_admin',
      dir: __dirname,
      exposes: {
        './StaffLoginPage': './src/pages/StaffLoginPage',
        './AdminDashboardPage': './src/pages/AdminDashboardPage',
        './AllAppointmentsPage': './src/pages/AllAppointmentsPage',
        './AddDoctorPage': './src/pages/AddDoctorPage',
        './DoctorListPage': './src/pages/DoctorListPage',
        './PatientsPage': './src/pages/PatientsPage',
      },
    },
    argv,
  );
