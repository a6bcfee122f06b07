import { createAppBuilds } from '@clinic/shared/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppBuilds(
    {
      name: 'mf_public',
      dir: __dirname,
      exposes: {
        './HomePage': './src/pages/HomePage',
        './AboutPage': './src/pages/AboutPage',
        './ServicesPage': './src/pages/ServicesPage',
        './DoctorsPage': './src/pages/DoctorsPage',
        './ContactPage': './src/pages/ContactPage',
      },
    },
    argv,
  );
