describe('auth store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.resetModules();
  });

  const load = () => require('./auth-store') as typeof import('./auth-store');

  test('starts from the exact localStorage keys, with empty strings when none is stored', () => {
    window.localStorage.setItem('dToken', 'doctor-jwt');
    const { useAuthStore } = load();
    expect(useAuthStore.getState()).toMatchObject({ token: '', aToken: '', dToken: 'doctor-jwt' });
  });

  test('setToken and clearToken keep localStorage in step', () => {
    const { useAuthStore } = load();
    useAuthStore.getState().setToken('token', 'patient-jwt');
    expect(window.localStorage.getItem('token')).toBe('patient-jwt');
    useAuthStore.getState().clearToken('token');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().token).toBe('');
  });

  test('a login in another tab is followed here', () => {
    const { useAuthStore } = load();
    window.dispatchEvent(new StorageEvent('storage', { key: 'aToken', newValue: 'admin-jwt' }));
    expect(useAuthStore.getState().aToken).toBe('admin-jwt');
  });

  test('the staff role follows whichever staff token exists', () => {
    const { selectStaffRole } = load();
    expect(selectStaffRole({ aToken: '', dToken: '' })).toBeNull();
    expect(selectStaffRole({ aToken: 'a', dToken: '' })).toBe('admin');
    expect(selectStaffRole({ aToken: '', dToken: 'd' })).toBe('doctor');
  });

  test('a page rendered on the server, or hydrating, sees a visitor; the browser then sees the stored token', () => {
    window.localStorage.setItem('token', 'patient-jwt');
    const { useAuthStore } = load();
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const { createElement } = require('react') as typeof import('react');
    const Who = () => createElement('p', null, useAuthStore((s) => s.token) || 'visitor');
    expect(renderToString(createElement(Who))).toBe('<p>visitor</p>');
    expect(useAuthStore.getState().token).toBe('patient-jwt');
  });
});
