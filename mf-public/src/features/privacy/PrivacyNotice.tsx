import { Link } from 'react-router-dom';
import { CLINIC, mailLink, telLink } from '@clinic/shared/clinic';
import { PRIVACY_NOTICE_VERSION } from '@clinic/shared/contract';
import { noticeDate } from './notice-date';
import styles from './PrivacyNotice.module.css';

/**
 * The privacy notice a new account agrees to (issue 22). Plain words for older patients; honest about what
 * this clinic's website actually keeps. A change of wording needs a new PRIVACY_NOTICE_VERSION.
 */
export function PrivacyNotice() {
  return (
    <div className={styles.notice}>
      <p className={styles.version}>
        This notice is dated <strong>{noticeDate(PRIVACY_NOTICE_VERSION)}</strong>. If we change it, we will change this date.
      </p>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">Who we are</h2>
        <p>
          {CLINIC.name}, {CLINIC.address.line1}, {CLINIC.address.line2}, runs this website. We decide what happens to the information you
          give us here, and we are responsible for it under India&apos;s Digital Personal Data Protection Act, 2023.
        </p>
      </section>

      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we keep</h2>
        <ul>
          <li>Your account: your name, e-mail address and password (we keep only a scrambled form of it, never the password itself).</li>
          <li>What you add to your profile: phone number, address, date of birth, gender and a photo, if you give them.</li>
          <li>Your appointments: the doctor, the date and time, the note you wrote, whether you paid and whether anyone cancelled.</li>
          <li>The messages we send you (e-mail and, if you ask for it, WhatsApp) and your choices about them.</li>
          <li>Messages you send us through the contact form.</li>
          <li>
            A security record of important actions on your account (for example signing in, changing your password or downloading your
            data). It holds your account number and the internet address the request came from, not your name.
          </li>
        </ul>
        <p>
          If you pay online, the payment company handles your card. We never see or keep your card number. We do not use advertising or
          tracking cookies.
        </p>
      </section>

      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why we keep it</h2>
        <p>
          To book and look after your appointments, to remind you of them, to contact you if something changes, to answer your questions,
          and to keep your account safe. We do not sell your information or use it for advertising.
        </p>
      </section>

      <section aria-labelledby="privacy-who-sees">
        <h2 id="privacy-who-sees">Who sees it</h2>
        <ul>
          <li>The doctor you book with sees the name, phone number, e-mail address, age and note you give for that appointment.</li>
          <li>The clinic&apos;s front desk (our administrator) sees your account and your appointments, to help you.</li>
          <li>
            Companies that work for us only to run the website: our e-mail and WhatsApp services carry our messages to you, and the payment
            company takes online payments. They may not use your information for anything else.
          </li>
        </ul>
        <p>We share information with anyone else only when the law requires it.</p>
      </section>

      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">How long we keep it</h2>
        <p>
          We keep your account until you delete it. When you delete it, we remove your name, e-mail address, phone number, address, date of
          birth and photo, and the messages we sent you. Records of past appointments stay, without your name, because the clinic must keep
          records of its visits and payments. Future appointments are cancelled.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>Under the Digital Personal Data Protection Act, 2023 you may:</p>
        <ul>
          <li>
            <strong>See your information:</strong> use “Download my data” on <Link to="/my-profile">My profile</Link> to get everything we
            keep about you in one file.
          </li>
          <li>
            <strong>Correct it:</strong> change your details on <Link to="/my-profile">My profile</Link>, or ask us to.
          </li>
          <li>
            <strong>Delete it:</strong> use “Delete my account” on <Link to="/my-profile">My profile</Link>. This also withdraws the consent
            you gave when you signed up.
          </li>
          <li>
            <strong>Choose someone to act for you</strong> if you cannot, by writing to us.
          </li>
          <li>
            <strong>Complain:</strong> write to us first (below). If you are not happy with our answer, you may complain to the Data
            Protection Board of India.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Questions and complaints</h2>
        <p>
          Write to us at <a href={mailLink('Privacy question')}>{CLINIC.email}</a> or call{' '}
          <a href={telLink(CLINIC.phones[0]!)}>{CLINIC.phones[0]}</a>. We will reply to you. You can also speak to us at the clinic.
        </p>
      </section>
    </div>
  );
}
