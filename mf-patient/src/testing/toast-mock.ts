/**
 * react-toastify as a screen's tests see it: each call a mock, and no notice showing yet, so a notice with
 * an id (a form's warning) is shown rather than updated. `jest.mock('react-toastify', toastMock)`.
 */
export const toastMock = () => ({
  toast: {
    warn: jest.fn(),
    error: jest.fn(),
    success: jest.fn(),
    info: jest.fn(),
    isActive: jest.fn(() => false),
    update: jest.fn(),
    dismiss: jest.fn(),
  },
});
