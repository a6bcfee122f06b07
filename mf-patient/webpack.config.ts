import { createAppBuilds } from '@clinic/shared/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppBuilds(
    {
      name: 'mf_patient',
      dir: __dirname,
      exposes: {
        './LoginPage': './src/pages/LoginPage',
        './AppointmentPage': './src/pages/AppointmentPage',
        './MyAppointmentsPage': './src/pages/MyAppointmentsPage',
        './MyProfilePage': './src/pages/MyProfilePage',
        './VerifyPage': './src/pages/VerifyPage',
      },
    },
    argv,
  );
