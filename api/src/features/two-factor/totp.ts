import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const ISSUER = 'Sunrise Clinic';

/** ±1 step of 30 s: a code from the step before or after still counts (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

export function newEnrolment(label: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label, secret });
  return { secret, otpauthUrl };
}

/** The QR code an authenticator app scans, as an SVG data URL (the pages' CSP allows `img-src data:`). */
export async function qrCodeDataUrl(otpauthUrl: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a six-digit code matched, or undefined. Steps up to `lastStep` are refused: a code
 * already used (or one older than it) cannot be used again.
 */
export async function matchingStep(secret: string, code: string, lastStep: number | null): Promise<number | undefined> {
  if (!isTotpCode(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep !== null && { afterTimeStep: lastStep }),
    });
    // A TOTP verification always names the step it matched (the union's type also covers HOTP).
    return result.valid && 'timeStep' in result ? (result.timeStep as number) : undefined;
  } catch {
    // otplib refuses an afterTimeStep beyond the window: nothing can match then.
    return undefined;
  }
}
