import { SERVICE_IDS } from '@clinic/shared/contract';
import { SERVICE_TITLES } from '@clinic/shared/clinic';
import { SERVICES } from './services-data';

test('the page describes every service of the clinic once, in its order, under the clinic’s title', () => {
  expect(SERVICES.map((s) => s.id)).toEqual([...SERVICE_IDS]);
  for (const service of SERVICES) expect(service.title).toBe(SERVICE_TITLES[service.id]);
});
