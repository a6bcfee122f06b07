import { createAppConfig } from '@clinic/shared/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
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
