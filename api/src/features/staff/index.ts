// What other api features may use of staff/: its public face (decision 55). Everything else in this folder
// is its own.
export {
  activeStaffByEmail,
  configuredOwner,
  endStaffSessions,
  insertDoctorStaff,
  removeDoctorStaff,
  staffById,
  type StaffRow,
} from './staff-repository';
