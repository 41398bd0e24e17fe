// The member's own requests and newsletter entry, loaded with their ID token; the answer is
// checked against the schema the handler builds it with.

import { MY_REQUESTS_PATH, type MyRequestsAnswer, myRequestsAnswerSchema } from '../../../../common/requests/my-requests';
import { signedInFetchJson } from '../../lib/auth/signed-in-fetch';

export function fetchMyRequests(signal?: AbortSignal): Promise<MyRequestsAnswer> {
  return signedInFetchJson(MY_REQUESTS_PATH, (body) => myRequestsAnswerSchema.parse(body), { signal });
}
