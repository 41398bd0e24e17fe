// /officers/membership: each season's membership types, and the treasurer's view of its dues.

import { DuesConsole } from './dues-console';
import { MembershipTypesConsole } from './membership-types-console';
import '../rental/rental-model-console.css';

export default function MembershipConsole() {
  return (
    <>
      <MembershipTypesConsole />
      <DuesConsole />
    </>
  );
}
