import { CLUB } from '../../../../common/club/club';
import { MailIcon, PhoneIcon } from './icons';

/** The club's phone and email as links, each with its icon and a label for screen readers. */
export function ContactLinks() {
  return (
    <>
      <a href={CLUB.phoneHref}>
        <PhoneIcon />
        <span className="visually-hidden">Phone: </span>
        {CLUB.phone}
      </a>
      <a href={`mailto:${CLUB.email}`}>
        <MailIcon />
        <span className="visually-hidden">Email: </span>
        {CLUB.email}
      </a>
    </>
  );
}
