// More doctors for the booking bench, added as the clinic's admin adds them (the add-doctor form, with a
// photo): the seeded ten available doctors offer about 1,500 slots a week, too few for a steady phase long
// enough to give a stable p99.
import { DEMO_ADMIN } from '../src/config';
import { signIn } from './sign-in';

/** Adds `count` available doctors, each with a copy of the first seeded doctor's photo; `label` keeps a second batch's e-mails apart. */
export async function addBenchDoctors(url: string, count: number, photoPath: string, label = 'bench'): Promise<void> {
  const token = await signIn(url, 'admin', DEMO_ADMIN);
  const photo = new Blob([await (await fetch(`${url}${photoPath}`)).arrayBuffer()], { type: 'image/webp' });
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    const fields: Record<string, string> = {
      name: `Dr. ${label[0]!.toUpperCase()}${label.slice(1)} ${i}`,
      email: `${label}.doctor.${i}@example.in`,
      password: 'bench-password-1',
      fees: String(500 + i),
      degree: 'MBBS',
      address: JSON.stringify({ line1: `${i} Bench Road`, line2: 'Bengaluru' }),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('image', photo, 'photo.webp');
    const res = await fetch(`${url}/api/admin/add-doctor`, { method: 'POST', headers: { atoken: token }, body: form });
    if (res.status !== 201) throw new Error(`bench: adding a doctor answered ${res.status}: ${await res.text()}`);
  }
}
