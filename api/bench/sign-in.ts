// Staff sign-in for the benchmarks, through the api's own login routes.

export async function signIn(url: string, role: 'admin' | 'doctor', who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`bench: ${role} login failed: ${body.message}`);
  return body.token;
}
