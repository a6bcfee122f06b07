import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './demo';

type Role = 'admin' | 'doctor' | 'patient';
const LOGIN: Record<Role, { path: string; storageKey: string }> = {
  admin: { path: '/api/admin/login', storageKey: 'aToken' },
  doctor: { path: '/api/doctor/login', storageKey: 'dToken' },
  patient: { path: '/api/user/login', storageKey: 'token' },
};

export async function loginToken(request: APIRequestContext, role: Role, email: string, password: string): Promise<string> {
  const response = await request.post(LOGIN[role].path, { data: { email, password } });
  const body = (await response.json()) as { success: boolean; token?: string; message: string };
  if (!body.success || !body.token) throw new Error(`${role} login failed: ${body.message}`);
  return body.token;
}

/** Signs the browser in before any page script runs, as a returning user would be. */
export async function signInAs(page: Page, role: Role, token: string) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [LOGIN[role].storageKey, token]);
}

export { DEMO };
