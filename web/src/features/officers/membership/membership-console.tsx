// /officers/membership: each season's membership types, the club's dues settings, and the
// treasurer's view of its dues.

import { DuesConsole } from './dues-console';
import { DuesSettings } from './dues-settings';
import { MembershipTypesConsole } from './membership-types-console';
import '../rental/rental-model-console.css';

export default function MembershipConsole() {
  return (
    <>
      <MembershipTypesConsole />
      <DuesSettings />
      <DuesConsole />
    </>
  );
}
