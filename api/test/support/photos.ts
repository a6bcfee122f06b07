import sharp from 'sharp';
import { registerPatient } from './clinic';
import type { TestApp } from './harness';

/** A small PNG of one colour: distinct colours give distinct pictures (and image ids). */
export const swatch = (background: string, side = 48) =>
  sharp({ create: { width: side, height: side, channels: 3, background } })
    .png()
    .toBuffer();

/** The patient's profile form, with a photo when given. */
export function profileForm(image?: Buffer, fields: Record<string, string> = {}, type = 'image/png') {
  const body = new FormData();
  const values = {
    name: 'Photo Tester',
    phone: '',
    gender: 'Not Selected',
    dob: 'Not Selected',
    address: JSON.stringify({ line1: '', line2: '' }),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type }), 'photo');
  return body;
}

export const updateProfile = (t: TestApp, token: string, payload: FormData, remoteAddress?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/user/update-profile',
    headers: { token },
    payload: payload as never,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** The url of the patient's current photo. */
export async function photoOf(t: TestApp, token: string): Promise<string> {
  return (await t.inject({ url: '/api/user/get-profile', headers: { token } })).json().userData.image;
}

/** The token of a new patient of the test's own, named as the profile form names them. */
export const newPatient = async (t: TestApp, name = 'Photo Tester'): Promise<string> => (await registerPatient(t, { name })).token;
