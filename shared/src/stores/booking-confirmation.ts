import { useAuthStore } from '@clinic/shared/auth';
import { createRenderedStore } from '../lib/rendered-store';

/** What the confirmation panel shows of the appointment just booked (decision 39): enough for Pay Online and a calendar file. */
export interface BookingConfirmation {
  appointmentId: string;
  docId: string;
  doctorName: string;
  speciality: string;
  address: { line1: string; line2: string };
  /** `D_M_YYYY` and `HH:mm`, the clinic's wall clock (decisions 2 and 3). */
  slotDate: string;
  slotTime: string;
  /** The clinic's IANA zone the slot was booked in, to name it beside the time. */
  clinicTz: string;
  /** Rupees. */
  fee: number;
}

export interface BookingConfirmationState {
  confirmation: BookingConfirmation | null;
  show: (confirmation: BookingConfirmation) => void;
  dismiss: () => void;
}

/** Kept for the tab, so a reload of `/` shows it again; a new tab or a closed browser forgets it. */
export const BOOKING_CONFIRMATION_KEY = 'clinic.bookingConfirmation';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored confirmation, or null when there is none or it is not one (another version's, or edited by hand). */
function readStored(): BookingConfirmation | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(BOOKING_CONFIRMATION_KEY) ?? 'null') as Partial<BookingConfirmation> | null;
    const texts = [
      stored?.appointmentId,
      stored?.docId,
      stored?.doctorName,
      stored?.speciality,
      stored?.slotDate,
      stored?.slotTime,
      stored?.clinicTz,
    ];
    if (
      !stored ||
      !texts.every(isText) ||
      typeof stored.fee !== 'number' ||
      !isText(stored.address?.line1) ||
      !isText(stored.address.line2)
    )
      return null;
    return stored as BookingConfirmation;
  } catch {
    // No storage (a private window that refuses it) or not JSON: nothing to show.
    return null;
  }
}

function write(confirmation: BookingConfirmation | null) {
  try {
    if (confirmation) window.sessionStorage.setItem(BOOKING_CONFIRMATION_KEY, JSON.stringify(confirmation));
    else window.sessionStorage.removeItem(BOOKING_CONFIRMATION_KEY);
  } catch {
    // Storage refused: the panel still shows until this page is left, it just does not survive a reload.
  }
}

let nothingShown: BookingConfirmationState | undefined;

/**
 * The booking just made, until the patient dismisses it. Client-only state: the server never renders it,
 * and a page it rendered hydrates without it, then shows it (a rendered store, ARCHITECTURE §3.8).
 */
export const useBookingConfirmationStore = createRenderedStore<BookingConfirmationState>(
  (set) => ({
    confirmation: typeof window === 'undefined' ? null : readStored(),
    show: (confirmation) => {
      write(confirmation);
      set({ confirmation });
    },
    dismiss: () => {
      write(null);
      set({ confirmation: null });
    },
  }),
  (store) => (nothingShown ??= { ...store.getState(), confirmation: null }),
);

// Signing out (or a refused token) lets go of it: the next person at this browser must not see it.
useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token && useBookingConfirmationStore.getState().confirmation)
    useBookingConfirmationStore.getState().dismiss();
});
