/** The admin's doctor pages inside this remote (the shell's route table has the same three); the audit log links to them too. */
export const DOCTOR_LIST_PATH = '/doctor-list';
export const editDoctorPath = (docId: string) => `/edit-doctor/${encodeURIComponent(docId)}`;
/** A doctor's week and leave (decision 44). */
export const doctorSchedulePath = (docId: string) => `/doctor-schedule/${encodeURIComponent(docId)}`;
