import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { serviceName } from '@clinic/shared/clinic';
import { bookingUserDataSchema, MESSAGES, normalisePhone, type BookingUserData, type ClinicService } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { formatRupees, formatSlotTime } from '@clinic/shared/format';
import { useProfileStore } from '@clinic/shared/stores';
import { dismissNotice, notify } from '@clinic/shared/data';
import { richText } from '@clinic/shared/i18n';
import { Button, Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { slotDateLabel } from '../../../lib/slot-date-label';
import { Modal } from '../../../components/Modal';
import { updateOwnProfile } from '../../../lib/update-own-profile';
import { visitLength } from '../../../lib/visit-length';
import { useSubmitBooking, type BookedDoctor } from '../hooks/useSubmitBooking';
import { defaultsFromProfile, type BookingFormValues } from './booking-form-values';
import check from '../../../components/CheckLabel.module.css';
import styles from './BookingModal.module.css';

export interface BookingModalProps {
  doctor: BookedDoctor;
  slotDate: string;
  slotTime: string;
  /** The service booked, at its length and fee (decision 57); absent for a consultation at the doctor's fee. */
  service?: ClinicService | undefined;
  /** The clinic's zone the slot is in, kept with the confirmation. */
  clinicTz: string;
  onClose: () => void;
  /** The api refused the booking (the time was taken meanwhile, the calendar changed): read the free times again. */
  onRefused?: () => void;
}

// The boxes hold text; the shared schema coerces them to what the api takes.
const schemaResolver = zodResolver(bookingUserDataSchema) as unknown as Resolver<BookingFormValues, unknown, BookingUserData>;
// An empty age box means "not given", not age 0.
const resolver: Resolver<BookingFormValues, unknown, BookingUserData> = (values, context, options) =>
  schemaResolver({ ...values, age: String(values.age ?? '').trim() === '' ? (undefined as never) : values.age }, context, options);

/** The dialog's one warning: corrected, or the dialog gone, it goes too (decision 38: it stayed over the confirmation). */
const FORM_WARNING = 'booking-form';

/** A field's error: the contract's rule in the reader's language. */
const shown = (message: string | undefined) => message && translateMessage(message);

export function BookingModal({ doctor, slotDate, slotTime, service, clinicTz, onClose, onRefused }: BookingModalProps) {
  const t = useT();
  const profile = useProfileStore((s) => s.profile);
  const submitBooking = useSubmitBooking({ doctor, slotDate, slotTime, clinicTz, service }, onClose, onRefused);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<BookingFormValues, unknown, BookingUserData>({
    resolver,
    defaultValues: defaultsFromProfile(profile),
  });

  // A number typed here that the profile does not hold is offered for it (staff saw "No phone",
  // and WhatsApp needs the profile's number, confirmed); ticked when the profile has none.
  const typedPhone = normalisePhone(watch('phone') ?? '');
  const newPhone = typedPhone !== null && typedPhone !== '' && typedPhone !== normalisePhone(profile?.phone ?? '') && profile !== null;
  const [savePhone, setSavePhone] = useState<boolean | null>(null);
  const savePhoneHint = useId();
  const savingPhone = newPhone && (savePhone ?? !profile?.phone);
  const submit = async (data: BookingUserData) => {
    if ((await submitBooking(data)) && savingPhone) await updateOwnProfile({ phone: data.phone });
  };

  // The spec's warning for a missing name or phone; otherwise what is wrong (a phone that is not one, …),
  // which is also shown next to its field.
  const onInvalid = (invalid: FieldErrors<BookingFormValues>) => {
    const warning =
      invalid.name || invalid.phone?.message === MESSAGES.fillRequired ? MESSAGES.fillRequired : Object.values(invalid)[0]?.message;
    notify('warn', translateMessage(warning ?? MESSAGES.fillRequired), { id: FORM_WARNING });
  };
  // After a try, the form checks itself as the patient types: once nothing is wrong, the warning has done its work.
  const wrong = Object.keys(errors).length;
  useEffect(() => {
    if (submitCount > 0 && wrong === 0) dismissNotice(FORM_WARNING);
  }, [submitCount, wrong]);
  useEffect(() => () => dismissNotice(FORM_WARNING), []);

  const when = { name: doctor.name, date: slotDateLabel(slotDate), time: formatSlotTime(slotTime) };
  return (
    <Modal
      title={t('BookingModal.title')}
      onClose={onClose}
      description={
        <p className={styles.summary}>
          {richText(
            service
              ? t('BookingModal.summaryService', {
                  ...when,
                  service: serviceName(service.id),
                  length: visitLength(service.durationMinutes),
                  fee: formatRupees(service.fee),
                })
              : t('BookingModal.summary', { ...when, fee: formatRupees(doctor.fees) }),
            { doctor: (name) => <strong>{name}</strong> },
          )}
        </p>
      }
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <Field label={t('common.fullName')} required error={shown(errors.name?.message)}>
          {(p) => <input {...p} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label={t('common.phone')} required hint={t('common.phoneHint')} error={shown(errors.phone?.message)}>
          {(p) => <input {...p} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />}
        </Field>
        {newPhone && (
          <div className={styles.savePhone}>
            <label className={check.check}>
              <input
                type="checkbox"
                checked={savingPhone}
                onChange={(event) => setSavePhone(event.target.checked)}
                aria-describedby={savePhoneHint}
              />
              <span>{t('BookingModal.savePhone')}</span>
            </label>
            <p id={savePhoneHint} className={styles.hint}>
              {t('BookingModal.savePhoneHint')}
            </p>
          </div>
        )}
        <div className={styles.row}>
          <Field label={t('BookingModal.age')} optional error={shown(errors.age?.message)}>
            {(p) => <input {...p} type="number" inputMode="numeric" min={0} max={130} {...register('age')} />}
          </Field>
          <Field label={t('common.email')} optional error={shown(errors.email?.message)}>
            {(p) => <input {...p} type="email" autoComplete="email" {...register('email')} />}
          </Field>
        </div>
        <Field label={t('BookingModal.message')} optional error={shown(errors.message?.message)}>
          {(p) => <textarea {...p} rows={3} {...register('message')} />}
        </Field>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('BookingModal.booking') : t('BookingModal.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
