import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Lang = 'en' | 'hi' | 'kn';

const ROOT = path.join(__dirname, '..', '..');
const cache = new Map<string, unknown>();

/**
 * A text as an app's catalog writes it (`public`, `HomePage.hero.slides.betterHearing.title`), so a spec
 * expects what the translators wrote, not a copy of it. Only messages without arguments.
 */
export function catalogText(app: 'public' | 'shell' | 'patient' | 'clinic' | 'staff' | 'ui', key: string, lang: Lang): string {
  const dir = {
    public: 'mf-public/src',
    shell: 'shell/src',
    patient: 'mf-patient/src',
    clinic: 'shared/src/clinic',
    staff: 'shared/src/staff-panel',
    ui: 'shared/src/ui',
  }[app];
  const file = path.join(ROOT, dir, 'locales', `${lang}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], cache.get(file));
  if (typeof text !== 'string') throw new Error(`${app} ${lang}: no message ${key}`);
  return text;
}
