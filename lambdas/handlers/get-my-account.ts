// GET /api/me → who is signed in: { sub, email, emailVerified, groups, isOfficer }.
// The site asks this to show the member's name and, for officers, the console link; the answer
// comes from the verified token alone.

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { row } from '../rows/get-my-account';

export const handler = defineHandler(row, async ({ caller }) =>
  json(200, {
    sub: caller.sub,
    email: caller.email ?? null,
    emailVerified: caller.emailVerified,
    groups: caller.groups,
    isOfficer: caller.isOfficer,
  }),
);
