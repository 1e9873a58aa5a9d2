import type { Status } from '../../domain/types';
import { COMPOSE_VISIBILITIES, type ComposeStore, type ComposeVisibility } from '../compose';
import type { RootStore } from '../root';

/**
 * Open a post form on one's own status: its source (`GET …/source`, the text as typed) goes
 * into the form, with its scope kept; mentions and polls are not edited (spec).
 */
export async function loadEdit(
  root: RootStore,
  compose: ComposeStore,
  status: Status,
): Promise<void> {
  const source = await root.client.statuses.source(status.id);
  const visibility = (COMPOSE_VISIBILITIES as readonly string[]).includes(status.visibility)
    ? (status.visibility as ComposeVisibility)
    : undefined;
  compose.startEdit(source, visibility);
}
