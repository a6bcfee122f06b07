/** Routes are registered inside the `/api` prefix; the contract's paths include it. */
export const underApi = (path: string) => path.replace(/^\/api(?=\/)/, '');
