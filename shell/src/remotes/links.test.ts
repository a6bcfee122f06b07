import { matchRoutes } from 'react-router-dom';
import { appointmentPath, doctorsPath, loginPath, receiptPath } from '@clinic/shared/links';
import { pageAt, PUBLIC_ROUTES } from './routes';

/** The page of the shell's table that answers a link, with the parameters the page reads (useParams). */
function routed(link: string) {
  const url = new URL(link, 'http://site.test');
  const match = matchRoutes(
    PUBLIC_ROUTES.map((r) => ({ path: r.path })),
    url.pathname,
  );
  return { page: pageAt(url.pathname, null), params: match?.[0]?.params, query: url.searchParams };
}

test('a doctor’s booking link opens that doctor’s booking page, with the chosen slot when there is one', () => {
  const id = '11111111-1111-4111-8111-111111111111';
  expect(routed(appointmentPath(id))).toMatchObject({ page: 'mf_patient/AppointmentPage', params: { docId: id } });
  const withSlot = routed(appointmentPath(id, { slotDate: '5_3_2026', slotTime: '10:30' }));
  expect(withSlot).toMatchObject({ page: 'mf_patient/AppointmentPage', params: { docId: id } });
  expect(Object.fromEntries(withSlot.query)).toEqual({ slotDate: '5_3_2026', slotTime: '10:30' });
});

test('the doctors link opens the list, or the list of one speciality, whatever its spelling', () => {
  expect(routed(doctorsPath())).toMatchObject({ page: 'mf_public/DoctorsPage', params: {} });
  for (const speciality of ['General physician', 'Ear, Nose & Throat / ENT', 'Hearing Aid and Speech Specialist'])
    expect(routed(doctorsPath(speciality))).toMatchObject({ page: 'mf_public/DoctorsPage', params: { speciality } });
});

test('the login link opens the patient’s login page and carries where to come back to, intact', () => {
  expect(routed(loginPath())).toMatchObject({ page: 'mf_patient/LoginPage' });
  const back = '/appointment/abc?slotDate=5_3_2026&slotTime=10:30';
  const login = routed(loginPath(back));
  expect(login.page).toBe('mf_patient/LoginPage');
  expect(login.query.get('next')).toBe(back);
});

test('a receipt link opens the receipt page of that appointment', () => {
  const id = '3f2a9c1e-0000-4000-8000-000000000001';
  expect(routed(receiptPath(id))).toMatchObject({ page: 'mf_patient/ReceiptPage', params: { appointmentId: id } });
});
