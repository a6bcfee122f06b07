import { useEffect, useState } from 'react';
import { readPublic } from '@clinic/shared/api-client';
import type { ClinicService } from '@clinic/shared/contract';

/**
 * The clinic's services with their length and fee (`GET /api/clinic/services`, decision 57), read after
 * hydration and only when `enabled` (a doctor who offers some). Null until the answer; a failed read is an
 * empty list, so the page offers a consultation alone rather than waiting.
 */
export function useClinicServices(enabled: boolean): ClinicService[] | null {
  const [services, setServices] = useState<ClinicService[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    readPublic('clinicServices').then(
      (result) => live && setServices(result.success ? result.services : []),
      () => live && setServices([]),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return services;
}
