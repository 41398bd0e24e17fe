/** What went wrong, in a sentence for the console's alert: "Could not {action}: {reason}." */
export function failureText(action: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Could not ${action}: ${reason.replace(/\.$/, '')}.`;
}
