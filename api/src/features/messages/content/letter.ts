import { CLINIC, clinicFact } from '@clinic/shared/clinic';
import { inLanguage, intlLocale, type Language } from '@clinic/shared/i18n';
import type { RenderedMessage } from '../types';
import { translate } from './wording';

/**
 * One message written once and read three ways: the WhatsApp template (placeholders `{name}` become
 * `{{1}}`, `{{2}}`… in order of first use), the plain text (the template filled: what WhatsApp shows and
 * the e-mail's text part), and the HTML part. Values are the only user text, so escaping them here is
 * escaping every message.
 */
export type Section =
  /** A paragraph; `{name}` is a value. */
  | { p: string }
  /** Label/value rows: the message's data, the one place a table is used. */
  | { facts: [label: string, value: string][] }
  /** A link on its own line; `url` is a `{name}`. */
  | { link: string; url: string }
  /** Only in the HTML (e.g. about the attached file, which WhatsApp does not carry). */
  | { emailOnly: string }
  /**
   * Rows of user data whose number varies (an agenda): a table in the HTML; in the template, whose
   * wording is fixed, the one value `as` (the rows on one line).
   */
  | { rows: [label: string, value: string][]; as: string };

export interface Letter {
  /** The approved template's name; one name, one wording in each language (the tests check it). */
  template: string;
  /** The language it is written in (the patient's, decision 32); English when not said (staff, the clinic). */
  language?: Language;
  subject: string;
  heading: string;
  sections: Section[];
  values: Record<string, string>;
}

/**
 * The name of a template whose Hindi or Kannada wording changed with the translation review of December
 * 2026 (docs/glossary.md). Meta approves a template's words under its name, so new words need a new name;
 * the whole batch shares one suffix, submitted for approval together.
 */
export const reworded = (template: string) => `${template}_v2`;

const PLACEHOLDER = /\{(\w+)\}/g;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A WhatsApp parameter: no line breaks, tabs or runs of more than four spaces (the Cloud API refuses
 * them), so user text such as a note or a reason is folded onto one line, in every part alike.
 */
export const oneLine = (text: string) => text.replace(/[\s\u0085\u2028\u2029]+/g, ' ').trim();

/** The template body: the heading, then each section, a blank line between. */
function lines(letter: Letter): string[] {
  return [
    letter.heading,
    ...letter.sections.flatMap((s) => {
      if ('p' in s) return [s.p];
      if ('facts' in s) return [s.facts.map(([label, value]) => `${label}: ${value}`).join('\n')];
      if ('link' in s) return [`${s.link}: ${s.url}`];
      if ('rows' in s) return [s.as];
      return [];
    }),
  ];
}

/** The template's body and its parameters in order, as the WhatsApp Cloud API wants them. */
export function whatsappTemplate(letter: Letter): { body: string; names: string[] } {
  const names: string[] = [];
  const body = lines(letter)
    .join('\n\n')
    .replace(PLACEHOLDER, (_, name: string) => {
      if (!names.includes(name)) names.push(name);
      return `{{${names.indexOf(name) + 1}}}`;
    });
  return { body, names };
}

const valueOf = (letter: Letter, name: string) => {
  const value = letter.values[name];
  if (value === undefined) throw new Error(`Message ${letter.template} has no value for {${name}}`);
  return oneLine(value);
};

const fill = (letter: Letter, text: string, escape: (s: string) => string) =>
  text.replace(PLACEHOLDER, (_, name: string) => escape(valueOf(letter, name)));

const P = 'margin:0 0 16px';
const LINK = 'color:#0b57d0;font-weight:bold;text-decoration:underline';

function htmlSection(letter: Letter, s: Section): string {
  const text = (t: string) => fill(letter, escapeHtml(t), escapeHtml);
  if ('p' in s) return `<p style="${P}">${text(s.p)}</p>`;
  if ('emailOnly' in s) return `<p style="${P}">${text(s.emailOnly)}</p>`;
  if ('link' in s) return `<p style="${P}"><a href="${text(s.url)}" style="${LINK}">${text(s.link)}</a></p>`;
  const cells: [string, string][] =
    'rows' in s ? s.rows.map(([l, v]) => [escapeHtml(oneLine(l)), escapeHtml(oneLine(v))]) : s.facts.map(([l, v]) => [text(l), text(v)]);
  const rows = cells
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:bold">${label}</th>` +
        `<td style="padding:6px 0">${value}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:0 0 16px;font-size:18px">${rows}</table>`;
}

const footers = new Map<Language, string>();
/** The clinic's name, address, phones and e-mail under every letter; the phones `A or B` in the letter's language. */
function footer(lang: Language): string {
  let made = footers.get(lang);
  if (made === undefined) {
    const phones = new Intl.ListFormat(intlLocale(lang), { type: 'disjunction' }).format(CLINIC.phones);
    const address = inLanguage(lang, () => `${clinicFact('addressLine1')}, ${clinicFact('addressLine2')}`);
    made =
      `${escapeHtml(CLINIC.name)}<br>${escapeHtml(address)}<br>` +
      escapeHtml(translate(lang, 'common.footerContact', { phones, email: CLINIC.email }));
    footers.set(lang, made);
  }
  return made;
}

/**
 * The wording of each template rendered so far, by name, in each language: what is submitted for approval
 * (Meta approves a template's every language under its one name). A name that came with two wordings in
 * one language would send the approved one with the wrong parameters, so it is refused.
 */
export const templateBodiesIn: Record<Language, Map<string, string>> = { en: new Map(), hi: new Map(), kn: new Map() };
/** The English wordings, by name. */
export const templateBodies = templateBodiesIn.en;

export function renderLetter(letter: Letter, attachments?: RenderedMessage['attachments']): RenderedMessage {
  const lang = letter.language ?? 'en';
  const { body, names } = whatsappTemplate(letter);
  const bodies = templateBodiesIn[lang];
  const known = bodies.get(letter.template);
  if (known === undefined) bodies.set(letter.template, body);
  else if (known !== body) throw new Error(`WhatsApp template ${letter.template} (${lang}) has two wordings`);
  const subject = oneLine(letter.subject);
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px 16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto"><h1 style="font-size:26px;line-height:1.3;margin:0 0 16px">${fill(letter, escapeHtml(letter.heading), escapeHtml)}</h1>` +
    letter.sections.map((s) => htmlSection(letter, s)).join('') +
    `<hr style="border:0;border-top:1px solid #767676;margin:24px 0 16px"><p style="margin:0;font-size:16px;color:#333333">${footer(lang)}</p></div></body></html>`;
  return {
    subject,
    text: fill(letter, lines(letter).join('\n\n'), (v) => v),
    html,
    ...(attachments?.length ? { attachments } : {}),
    whatsapp: { template: letter.template, params: names.map((name) => valueOf(letter, name)) },
  };
}
