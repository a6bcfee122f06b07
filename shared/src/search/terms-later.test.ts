import { CLINIC_TERMS_SEARCH } from './clinic-terms';
import { clinicTermsFailed, loadClinicTerms, loadedClinicTerms } from './terms-later';
import * as now from './terms-now';

test('in the browser the term table is not there until asked for, then asked for once', async () => {
  expect(loadedClinicTerms()).toBeUndefined();
  const asked = loadClinicTerms();
  expect(loadClinicTerms()).toBe(asked);
  expect(await asked).toBe(CLINIC_TERMS_SEARCH);
  expect(loadedClinicTerms()).toBe(CLINIC_TERMS_SEARCH);
  expect(clinicTermsFailed()).toBe(false);
});

test('on the server it is there from the start', async () => {
  expect(now.loadedClinicTerms()).toBe(CLINIC_TERMS_SEARCH);
  expect(await now.loadClinicTerms()).toBe(CLINIC_TERMS_SEARCH);
});
