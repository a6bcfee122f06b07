import { SERVICE_IDS } from '@clinic/shared/contract';
import { CLINIC_SERVICES, serviceTitle } from './index';

test('every service id has a title, in the clinic order, and no two share one', () => {
  expect(CLINIC_SERVICES.map((s) => s.id)).toEqual([...SERVICE_IDS]);
  expect(new Set(CLINIC_SERVICES.map((s) => s.title)).size).toBe(SERVICE_IDS.length);
  expect(serviceTitle('tinnitus')).toBe('Tinnitus Management');
});

test('an id the clinic no longer lists is shown as stored', () => {
  expect(serviceTitle('retired-service')).toBe('retired-service');
});
