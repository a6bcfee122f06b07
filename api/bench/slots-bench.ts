// GET /api/doctor/slots/:docId (decision 45) beside the doctor list, both at 50 connections:
// the picker asks for one doctor's slots each time a patient opens a doctor, so it must cost about what
// the list does. Each request a different doctor, round the seeded ones.
import type { Doctor } from '@clinic/shared/contract';
import { load, type Load } from './load';

export const SLOT_CONNECTIONS = 50;

export interface SlotsFigures {
  list: Load;
  slots: Load;
}

export async function measureSlots(url: string, doctors: Doctor[], seconds: number): Promise<SlotsFigures> {
  const list = await load({ url: `${url}/api/doctor/list`, connections: SLOT_CONNECTIONS, duration: seconds });
  let next = 0;
  const slots = await load({
    url,
    connections: SLOT_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/doctor/slots/${doctors[next++ % doctors.length]!._id}` }),
      },
    ],
  });
  return { list, slots };
}

export function printSlots(results: { database: string; figures: SlotsFigures }[]) {
  console.log(`\nFree slots beside the doctor list, ${SLOT_CONNECTIONS} connections (autocannon)\n`);
  console.table(
    results.flatMap(({ database, figures }) =>
      (['list', 'slots'] as const).map((call) => ({
        database,
        call: call === 'list' ? 'GET /api/doctor/list' : 'GET /api/doctor/slots/:docId',
        'req/s': figures[call].rps,
        'p50 ms': figures[call].p50,
        'p99 ms': figures[call].p99,
        errors: figures[call].failed,
      })),
    ),
  );
}
