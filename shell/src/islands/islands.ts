import type { Islands } from '@clinic/shared/ui';
import { Header } from '../layouts/public/Header';
import { FloatingContact } from '../layouts/public/FloatingContact';
import { Footer } from '../layouts/public/Footer';

/** The shell's parts of a public page that answer input, by the name PublicLayout's `<Island name="shell/…">` gives. */
export const islands: Islands = {
  header: () => Header,
  floating: () => FloatingContact,
  footer: () => Footer,
};
