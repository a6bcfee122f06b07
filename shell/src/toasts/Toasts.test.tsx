import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { Toasts } from './Toasts';
import { toastDemandPlugin } from './toast-demand';

type BeforeLoadShare = (args: { pkgName: string }) => unknown;

test('no container until some app asks for react-toastify; a toast shown before then appears once it mounts', async () => {
  const { container } = render(<Toasts />);
  expect(container).toBeEmptyDOMElement();

  act(() => void toast.success('Profile Updated'));
  act(() => void (toastDemandPlugin.beforeLoadShare as unknown as BeforeLoadShare)({ pkgName: 'react-toastify' }));

  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
});
