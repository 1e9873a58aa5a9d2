/**
 * Diving on the conversation page (spec part 1 §2): the page of the dived status opens
 * with the sub-thread focused. The wish travels in the history entry's state, so back and
 * forward restore exactly what was shown; a plain link to /notice/{id} shows it all.
 */
export interface ConversationLocationState {
  dive?: boolean;
}

export function wantsDive(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as ConversationLocationState).dive === true
  );
}
