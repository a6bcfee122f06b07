import { appointmentStatus, PATIENT_NEEDS, type Appointment, type PatientNeed, type UserExport } from '@clinic/shared/contract';
import { CLINIC, specialityName } from '@clinic/shared/clinic';
import { formatRupees, formatSlotDate, formatSlotTime } from '@clinic/shared/format';
import { inLanguage, type Language } from '@clinic/shared/i18n';
import { escapeHtml } from '../../messages';
import { EMBEDDED_FAMILY, embeddedFontFaces } from './embedded-fonts';
import { readableWords, type ReadableKey } from './wording';

/**
 * The page's look: the site's colours, readable at 200 % zoom and printed, with nothing to fetch. On a
 * phone the lists become one block per appointment or message, each value under its heading.
 */
const STYLE = `
body{font:17px/1.6 "${EMBEDDED_FAMILY}",system-ui,"Noto Sans",sans-serif;color:#1d2a30;max-width:60rem;margin:0 auto;padding:1.5rem}
h1{color:#0b5e6b;font-size:1.7rem;line-height:1.3}h2{color:#0b5e6b;font-size:1.3rem;margin-top:2.2rem;border-bottom:2px solid #d5dee2}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{text-align:left;vertical-align:top;padding:.45rem .6rem;border:1px solid #d5dee2}
thead th{background:#e3f2f3}tbody th{font-weight:600}.facts th{width:40%}.facts td{overflow-wrap:anywhere}.text{white-space:pre-wrap;overflow-wrap:anywhere}
@media (max-width:52rem){body{padding:1rem}.list thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.list,.list tbody,.list tr,.list th,.list td{display:block}.list tr{border:1px solid #d5dee2;margin-bottom:1rem}
.list th,.list td{border:0;border-bottom:1px solid #eef2f4}.list td:empty{display:none}.list [data-label]::before{content:attr(data-label);display:block;font-weight:600;color:#4d5e66;font-size:.9em}}
@media print{body{padding:0}h2{break-after:avoid}tr{break-inside:avoid}}`;

type Cell = string;

/**
 * A moment as the clinic's calendar and clock show it, in the words the site uses for appointments
 * (`6 दिस॰ 2026`, `दोपहर 1:09`), so the page reads one way throughout. Called inside `inLanguage`.
 */
function atClinic(iso: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: formatSlotDate(`${Number(parts.day)}_${Number(parts.month)}_${parts.year}`),
    time: formatSlotTime(`${parts.hour}:${parts.minute}`),
  };
}
type Words = (key: ReadableKey, values?: Record<string, string>) => string;

const row = (cells: Cell[], header = false) =>
  `<tr>${cells.map((cell, i) => (header ? `<th scope="col">${cell}</th>` : i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`;

/** A section of label–value rows (profile, account). */
const isPatientNeed = (need: string): need is PatientNeed => (PATIENT_NEEDS as readonly string[]).includes(need);

const facts = (id: string, title: string, rows: [string, string][]) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2><table class="facts"><tbody>${rows
    .map(([label, value]) => row([escapeHtml(label), escapeHtml(value)]))
    .join('')}</tbody></table></section>`;

/** A section with one row per item, or the empty state. */
function list(id: string, title: string, heads: string[], rows: string[][], empty: string) {
  const labels = heads.map((head) => ` data-label="${escapeHtml(head)}"`);
  const body = rows.length
    ? `<table class="list"><thead>${row(heads.map(escapeHtml), true)}</thead><tbody>${rows
        .map(
          (cells) =>
            `<tr>${cells.map((cell, i) => (i === 0 ? `<th scope="row"${labels[i]}>${cell}</th>` : `<td${labels[i]}>${cell}</td>`)).join('')}</tr>`,
        )
        .join('')}</tbody></table>`
    : `<p>${escapeHtml(empty)}</p>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${body}</section>`;
}

function appointmentRow(a: Appointment, w: Words, moment: (iso: string) => string): string[] {
  const status = w(`status.${appointmentStatus(a)}`);
  const refund = a.refundStatus ? ` · ${w(`refund.${a.refundStatus}`)}` : '';
  const doctor = `${a.docData.name}, ${specialityName(a.docData.speciality)}`;
  return [
    `${formatSlotDate(a.slotDate)}, ${formatSlotTime(a.slotTime)}`,
    doctor,
    a.userData.name,
    formatRupees(a.amount),
    w(a.payment ? 'yes' : 'no'),
    status + refund,
    moment(new Date(a.date).toISOString()),
    a.userData.message,
  ].map((cell, i) => (i === 7 && cell ? `<span class="text">${escapeHtml(cell)}</span>` : escapeHtml(cell)));
}

/**
 * "Download my data" as a page a person reads (decision 47): the same export as the JSON file, in sections and
 * tables, in the reader's language, self-contained (no script, style sheet, font or image to fetch, so it
 * opens offline and years later). Every value from the database is escaped: a name or a note can hold markup.
 */
export function renderReadableExport(data: UserExport, lang: Language, clinicTz: string): string {
  const w: Words = (key, values) => readableWords(lang, key, values);
  return inLanguage(lang, () => {
    const moment = (iso: string | null) => {
      if (!iso) return w('none');
      const { date, time } = atClinic(iso, clinicTz);
      return `${date}, ${time}`;
    };
    const yesNo = (value: boolean) => w(value ? 'yes' : 'no');
    const { profile, account } = data;
    const exported = atClinic(data.exportedAt, clinicTz);
    const gender = { 'Not Selected': 'notSelected', Male: 'male', Female: 'female' } as const;
    const address = [profile.address.line1, profile.address.line2].filter((line) => line.trim()).join(', ');

    const sections = [
      facts('profile', w('profile.title'), [
        [w('profile.name'), profile.name],
        [w('profile.email'), profile.email],
        [w('profile.emailVerified'), yesNo(profile.emailVerified)],
        [w('profile.phone'), profile.phone || w('none')],
        [w('profile.phoneVerified'), yesNo(profile.phoneVerified)],
        [w('profile.address'), address || w('none')],
        [w('profile.gender'), w(`gender.${gender[profile.gender]}`)],
        [
          w('profile.dob'),
          profile.dob === 'Not Selected' ? w('gender.notSelected') : formatSlotDate(profile.dob.split('-').map(Number).reverse().join('_')),
        ],
        [w('profile.language'), w(`languageName.${profile.preferences.language}`)],
        [w('profile.notifyEmail'), yesNo(profile.preferences.notifyEmail)],
        [w('profile.notifyWhatsapp'), yesNo(profile.preferences.notifyWhatsapp)],
        [w('profile.reminders'), yesNo(profile.preferences.reminders)],
        [w('profile.noPhoneCalls'), yesNo(profile.preferences.noPhoneCalls)],
      ]),
      facts('account', w('account.title'), [
        [w('account.createdAt'), moment(account.createdAt)],
        [w('account.privacyNoticeVersion'), account.privacyNoticeVersion ?? w('none')],
        [w('account.privacyNoticeAcceptedAt'), moment(account.privacyNoticeAcceptedAt)],
      ]),
      list(
        'people',
        w('people.title'),
        (['name', 'relationship', 'dob', 'phone', 'needs', 'since', 'archived'] as const).map((k) => w(`people.${k}`)),
        data.patients.map((p) =>
          [
            p.name,
            w(`relationship.${p.relationship}`),
            p.dob ? formatSlotDate(p.dob.split('-').map(Number).reverse().join('_')) : w('gender.notSelected'),
            p.phone || w('none'),
            // A need this release does not know (a later one's) is shown as written rather than dropped.
            p.needs.map((need) => (isPatientNeed(need) ? w(`need.${need}`) : need)).join(', ') || w('none'),
            moment(p.createdAt),
            p.archivedAt ? moment(p.archivedAt) : w('none'),
          ].map(escapeHtml),
        ),
        w('people.empty'),
      ),
      list(
        'appointments',
        w('appointments.title'),
        (['when', 'doctor', 'patient', 'fee', 'paid', 'status', 'bookedOn', 'note'] as const).map((k) => w(`appointments.${k}`)),
        data.appointments.map((a) => appointmentRow(a, w, moment)),
        w('appointments.empty'),
      ),
      list(
        'messages',
        w('messages.title'),
        (['when', 'channel', 'to', 'subject', 'state', 'text'] as const).map((k) => w(`messages.${k}`)),
        data.messages.map((m) =>
          [moment(m.createdAt), w(`channel.${m.channel}`), m.recipient, m.subject, w(`state.${m.state}`), m.body].map((cell, i) =>
            i === 5 ? `<span class="text">${escapeHtml(cell)}</span>` : escapeHtml(cell),
          ),
        ),
        w('messages.empty'),
      ),
    ];
    const title = w('title', { clinic: CLINIC.name });
    return (
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
      `<style>${embeddedFontFaces(lang)}${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>` +
      `<p>${escapeHtml(w('intro', { date: exported.date, time: exported.time }))}</p>${sections.join('')}</main></body></html>`
    );
  });
}
