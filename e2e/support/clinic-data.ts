import sharp from 'sharp';
import { buildSlotDays, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';

/** `D_M_YYYY` of the clinic day `offset` days from today (0–6), by the shared slot rules (decisions 1–2). */
export function clinicSlotDate(offset: number): string {
  const day = buildSlotDays(new Date(), DEFAULT_CLINIC_TZ)[offset];
  if (!day) throw new Error(`day ${offset} is outside the 7-day booking window`);
  return day.slotDate;
}

/** A real, decodable PNG of one colour (the api sniffs and re-encodes uploads, so it must be valid). */
export function solidPng(size = 32, [r, g, b]: [number, number, number] = [11, 94, 107]): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}
