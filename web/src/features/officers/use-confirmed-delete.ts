// The delete of a console's list entry after its inline confirmation (confirm-delete.tsx): which
// entry is being confirmed, whether the delete is on its way, and the one way it reports back.

import { useState } from 'react';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { failureText } from './failure-text';

export interface DeleteSteps {
  /** The call that deletes the entry on the server. */
  readonly run: () => Promise<void>;
  /** What the console changes once the server has deleted it (its list, its count, focus). */
  readonly done: () => void;
  /** The success message. */
  readonly message: string;
  /** The failure's action, e.g. 'delete the game' ("Could not delete the game: …"). */
  readonly action: string;
}

export function useConfirmedDelete(setStatus: (status: FormStatus) => void) {
  const [confirming, setConfirming] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  async function remove(steps: DeleteSteps): Promise<void> {
    setDeleting(true);
    try {
      await steps.run();
      setConfirming(undefined);
      steps.done();
      setStatus({ state: 'success', message: steps.message });
    } catch (error) {
      setStatus({ state: 'error', message: failureText(steps.action, error) });
    } finally {
      setDeleting(false);
    }
  }

  return { confirming, setConfirming, deleting, remove };
}
