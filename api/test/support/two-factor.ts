import { generate } from 'otplib';
import type { TestApp } from './harness';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The app's code `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: nowSeconds() + steps * 30 });

/** Waits out the last seconds of a step, so codes made now are still judged in the same step. */
export async function awayFromStepEnd() {
  const left = 30 - (nowSeconds() % 30);
  if (left <= 4) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

type Role = 'doctor' | 'admin';
const header = (role: Role, token: string) => (role === 'doctor' ? { dtoken: token } : { atoken: token });

export function twoFactorCalls(t: Pick<TestApp, 'inject'>, role: Role) {
  return {
    status: (token: string) => t.inject({ url: `/api/${role}/two-factor`, headers: header(role, token) }),
    setup: (token: string) => t.inject({ method: 'POST', url: `/api/${role}/two-factor/setup`, headers: header(role, token) }),
    confirm: (token: string, code: string) =>
      t.inject({ method: 'POST', url: `/api/${role}/two-factor/confirm`, headers: header(role, token), payload: { code } }),
    disable: (token: string, password: string, code: string) =>
      t.inject({ method: 'POST', url: `/api/${role}/two-factor/disable`, headers: header(role, token), payload: { password, code } }),
    login: (email: string, password: string, code?: string, remoteAddress = '127.0.0.1') =>
      t.inject({
        method: 'POST',
        url: `/api/${role}/login`,
        payload: { email, password, ...(code !== undefined && { code }) },
        remoteAddress,
      }),
  };
}

/** Sets up and confirms two-factor for the signed-in member of staff: their secret, the code it used, and backup codes. */
export async function enrol(t: Pick<TestApp, 'inject'>, role: Role, token: string) {
  const calls = twoFactorCalls(t, role);
  const setup = await calls.setup(token);
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json().setup as { secret: string };
  await awayFromStepEnd();
  const code = await codeAt(secret);
  const confirm = await calls.confirm(token, code);
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { secret, code, backupCodes: confirm.json().backupCodes as string[], token: confirm.json().token as string | undefined };
}
