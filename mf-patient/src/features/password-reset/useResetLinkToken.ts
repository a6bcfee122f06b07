import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

// The token of the link that opened the page, kept here once it has left the address bar, so a remount
// of the page (a remote reloaded) still has it. Forgotten once the link has been used or refused.
let remembered = '';

/**
 * The reset link's token. It is read once and then taken out of the address (history.replaceState through
 * the router), so it is not in the history, a bookmark, a screenshot of the address bar or a Referer header;
 * an SPA cannot set a referrer policy per page. Everything else in the address (`role`) stays.
 */
export function useResetLinkToken(): { token: string; forget: () => void } {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('token') ?? '';
  const [token, setToken] = useState(() => inAddress || remembered);

  useEffect(() => {
    if (!inAddress) return;
    remembered = inAddress;
    setToken(inAddress);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);

  return {
    token,
    forget: () => {
      remembered = '';
    },
  };
}
