/** Texts the spec and decisions fix exactly; both sides use these constants. */
export const MESSAGES = {
  appointmentBooked: 'Appointment Booked',
  slotNotAvailable: 'Slot Not Available',
  doctorNotAvailable: 'Doctor Not Available',
  invalidCredentials: 'Invalid credentials',
  bookingThanks: 'Thankyou for booking an appointment',
  bookingFailed: 'Something went wrong while booking',
  fillRequired: 'Please fill in all required fields',
  selectSlot: 'Please select a time slot',
  imageNotSelected: 'Image Not Selected',
  confirmDeleteDoctor: 'Are you sure you want to delete this doctor? This action cannot be undone.',
  confirmCancel: 'Are you sure you want to cancel this appointment?',
  /** Decision 48: the answer of a reschedule, for patients and staff. */
  appointmentRescheduled: 'Appointment moved',
  confirmComplete: 'Mark this appointment as completed?',
  contactSubmitted: 'Form submitted successfully!',
  noAppointments: 'No appointments found',
  noDoctors: 'No doctors found',
  noAppointmentsYet: 'No appointments yet',
  noDoctorsHome: 'No doctors available right now.',
} as const;
