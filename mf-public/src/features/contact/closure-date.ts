import { formatDayDate } from '@clinic/shared/format';

/**
 * `12_11_2026` → `Thursday 12 November` (in Hindi `गुरुवार, 12 नवंबर`, in Kannada `ಗುರುವಾರ, 12 ನವೆಂಬರ್`): a
 * closure within the booking window needs no year. The site's one date shape per language, worked out on
 * the clinic's calendar so the server and the browser agree.
 */
export const formatClosureDate = (slotDate: string): string => formatDayDate(slotDate);
