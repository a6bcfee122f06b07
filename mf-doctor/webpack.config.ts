import { createAppBuilds } from '@clinic/shared/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppBuilds(
    {
      name: 'mf_doctor',
      dir: __dirname,
      exposes: {
        './DoctorDashboardPage': './src/pages/DoctorDashboardPage',
        './DoctorAppointmentsPage': './src/pages/DoctorAppointmentsPage',
        './DoctorProfilePage': './src/pages/DoctorProfilePage',
      },
    },
    argv,
  );
