/** What both ways of calling the api share: where it is, how long to wait, and the envelope check. */
export const clientSettings = { baseURL: '', timeout: 20_000 };

export const isEnvelope = (data: unknown): data is { success: boolean; message: string } =>
  typeof data === 'object' && data !== null && typeof (data as { success?: unknown }).success === 'boolean';

export const withoutEnvelope = (status: number) => new Error(`The server answered ${status} without a readable message`);
