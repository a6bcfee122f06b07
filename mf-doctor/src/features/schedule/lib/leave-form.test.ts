import { EMPTY_LEAVE, END_TIMES, START_TIMES, toLeaveRequest, validateLeave, withFrom } from './leave-form';

const valid = { ...EMPTY_LEAVE, from: '2026-03-05', to: '2026-03-07', reason: 'Conference' };

test('the time choices are the 30-minute grid, named as on a clock', () => {
  expect(START_TIMES[0]).toEqual({ value: '00:00', label: '12:00 am' });
  expect(START_TIMES.at(-1)).toEqual({ value: '23:30', label: '11:30 pm' });
  expect(END_TIMES.at(-1)).toEqual({ value: '24:00', label: 'midnight' });
  expect(START_TIMES).toHaveLength(48);
});

test('a whole-day leave is sent as D_M_YYYY dates without times', () => {
  expect(validateLeave(valid)).toEqual({});
  expect(toLeaveRequest(valid)).toEqual({ from: '5_3_2026', to: '7_3_2026', reason: 'Conference' });
  expect(toLeaveRequest({ ...valid, to: '' })).toEqual({ from: '5_3_2026', to: '5_3_2026', reason: 'Conference' });
});

test('part of a day is one day with a start and an end', () => {
  const partDay = { ...valid, partDay: true, fromTime: '14:00', toTime: '17:30' };
  expect(toLeaveRequest(partDay)).toEqual({ from: '5_3_2026', to: '5_3_2026', fromTime: '14:00', toTime: '17:30', reason: 'Conference' });
  expect(validateLeave({ ...partDay, toTime: '14:00' })).toEqual({ toTime: 'The end time must be after the start time' });
});

test('each missing or wrong field has its own message', () => {
  expect(validateLeave(EMPTY_LEAVE)).toEqual({ from: 'Please choose the first day of your leave', reason: 'Please give a reason' });
  expect(validateLeave({ ...valid, to: '2026-03-04' })).toEqual({ to: 'The last day cannot be before the first day' });
  expect(validateLeave({ ...valid, from: '2026-03-01', to: '2026-03-01' }, '2026-03-02')).toEqual({
    from: 'Leave cannot start in the past',
  });
  expect(validateLeave({ ...valid, reason: '   ' })).toEqual({ reason: 'Please give a reason' });
});

test('To follows From until the doctor chooses another last day', () => {
  const first = withFrom(EMPTY_LEAVE, '2026-03-05');
  expect(first.to).toBe('2026-03-05');
  expect(withFrom(first, '2026-03-06').to).toBe('2026-03-06');
  const chosen = { ...first, to: '2026-03-09' };
  expect(withFrom(chosen, '2026-03-06').to).toBe('2026-03-09');
  expect(withFrom(chosen, '2026-03-10').to).toBe('2026-03-10');
});
