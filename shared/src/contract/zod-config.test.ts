// Lighthouse on /login (best practices 96): zod's `new Function` probe is a CSP violation in a browser.
test('in a browser the schemas parse without ever compiling code (nothing the CSP refuses)', async () => {
  const compiled: unknown[][] = [];
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: unknown[]) {
      compiled.push(args);
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    await jest.isolateModulesAsync(async () => {
      const { calls } = await import('./index');
      expect(calls.userLogin.request.safeParse({ email: 'asha@example.com', password: 'x' }).success).toBe(true);
    });
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(compiled).toEqual([]);
});
