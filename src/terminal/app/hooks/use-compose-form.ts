import { observable, reaction, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import {
  type ComposeStore,
  createCompose,
  expiryInUnit,
  loadEdit,
  PostPreview,
  parseDuration,
  parseScheduleTime,
  scheduleTimeText,
} from '../../../core';
import { describeError } from '../../../core/errors';
import { createAutocomplete } from '../../../core/model/autocomplete';
import { type Draft, type DraftContext, draftsOf } from '../../../core/model/drafts';
import { emojiCatalogueOf } from '../../../core/model/emoji-catalogue';
import { stickerCatalogueOf } from '../../../core/model/stickers';
import type { ComposeTarget } from '../../../core/view/navigation';
import type { AppServices } from '../app-context';
import {
  type ComposeFieldKey,
  composeFields,
  optionIndex,
  stepField,
} from '../model/compose-fields';
import { ComposeMediaInput } from '../model/compose-media-input';
import type { EditState } from '../model/text-edit';

export interface ComposeFormOptions {
  replyToId: string | null;
  /** A kept draft, continued here (else the latest one of the same context, if any). */
  draft?: Draft;
  target?: ComposeTarget;
}

/** What the form shows besides the store: focus, cursors, typed times, the preview. */
export interface ComposeView {
  field: ComposeFieldKey;
  cursors: Record<string, number>;
  /** The poll's run as typed (`10m`); the store keeps the clamped seconds. */
  expiryText: string;
  /** The time to publish at, as typed; empty posts now. */
  atText: string;
  /** Why the typed time or run cannot be used, as a tui.compose key. */
  fieldProblem: 'expiry_unreadable' | 'schedule_unreadable' | 'schedule_too_soon' | null;
  confirming: boolean;
  previewOpen: boolean;
  loadingEdit: boolean;
  /** What the last `$EDITOR` round trip did, until the next key. */
  editorNote: null | { text: string; failed: boolean };
}

/**
 * The terminal post form's state around the core's ComposeStore: which field has the keys,
 * quote and edit targets, the poll's run and the publish time typed as text, and the
 * debounced preview.
 */
export function useComposeForm(services: AppServices, options: ComposeFormOptions) {
  const { root } = services;
  // A form opened where a draft was left (a reply to the same status ...) continues it.
  const [resumed] = useState(
    () => options.draft ?? draftsOf(root.scope).latestFor(contextOf(options)),
  );
  const [compose] = useState(() =>
    createCompose(root, { replyTo: options.replyToId, draft: resumed }),
  );
  // Files and emoji: the attach line, and `:`/`@` suggestions for the text.
  const [stickers] = useState(() => stickerCatalogueOf(root));
  const [mediaInput] = useState(
    () => new ComposeMediaInput(compose, { catalogue: stickers, bytes: services.stickerBytes }),
  );
  const [autocomplete] = useState(() => createAutocomplete(root, emojiCatalogueOf(root)));
  useEffect(() => {
    // Named and searched in the interface's language too (issue 14).
    void emojiCatalogueOf(root).load(services.language());
    void stickers.load();
    if (compose.attachmentCount > 0) void compose.loadMedia();
  }, [root, compose, stickers, services]);
  const [preview] = useState(
    () =>
      new PostPreview({
        client: () => root.client,
        clock: root.ports.clock,
        draft: () => compose.previewDraft(),
      }),
  );
  const [view] = useState(() =>
    observable<ComposeView>({
      field: 'text',
      cursors: { text: compose.text.length, cw: compose.spoilerText.length },
      expiryText: '10m',
      // A resumed draft (or a rewritten scheduled post) shows the time it will be published at.
      atText: compose.scheduledAt ? scheduleTimeText(new Date(compose.scheduledAt)) : '',
      fieldProblem: null,
      confirming: false,
      previewOpen: false,
      loadingEdit: false,
      editorNote: null,
    }),
  );
  const scheduling = options.target?.mode !== 'edit';
  // A `:word` typed before the emoji arrived gets its suggestions when they do.
  useEffect(() => {
    const catalogue = emojiCatalogueOf(root);
    return reaction(
      () => [catalogue.custom, catalogue.unicode],
      () => {
        if (view.field === 'text') autocomplete.update(compose.text, view.cursors.text ?? 0);
      },
    );
  }, [root, compose, autocomplete, view]);

  // Written as it is typed, and by a quit or a lost terminal (see DraftStore).
  useEffect(() => {
    const binding = draftsOf(root.scope).attach(compose, resumed?.id);
    return () => binding.dispose();
  }, [root, compose, resumed]);
  useEffect(() => {
    const target = options.target;
    const status = target ? root.entities.status(target.statusId) : undefined;
    // A resumed draft already holds the quote or the edited text.
    if (!target || !status || resumed) return;
    if (target.mode === 'quote') compose.startQuote(status);
    else {
      runInAction(() => (view.loadingEdit = true));
      loadEdit(root, compose, status)
        .then(() => runInAction(() => (view.cursors.text = compose.text.length)))
        .catch((error: unknown) =>
          root.notices.add('error', 'tui.post_actions.edit_failed', {
            detail: describeError(error),
          }),
        )
        .finally(() => runInAction(() => (view.loadingEdit = false)));
    }
  }, [root, compose, options.target, view, resumed]);
  useEffect(
    () =>
      reaction(
        () => [compose.text, compose.spoilerText, compose.contentType, view.previewOpen],
        () => {
          if (view.previewOpen) preview.schedule();
        },
      ),
    [compose, preview, view],
  );

  const fields = () => composeFields(compose, scheduling);

  const fieldValue = (field: ComposeFieldKey): string => {
    const option = optionIndex(field);
    if (option !== undefined) return compose.poll.options[option] ?? '';
    if (field === 'cw') return compose.spoilerText;
    if (field === 'expiry') return view.expiryText;
    if (field === 'at') return view.atText;
    return compose.text;
  };

  const stateOf = (field: ComposeFieldKey): EditState => {
    const value = fieldValue(field);
    return { value, cursor: Math.min(view.cursors[field] ?? value.length, value.length) };
  };

  /** Put typed text into its field; the run and the time are read as they are typed. */
  const write = (field: ComposeFieldKey, edited: EditState) => {
    runInAction(() => {
      view.cursors[field] = edited.cursor;
      const option = optionIndex(field);
      if (option !== undefined) compose.poll.setOption(option, edited.value);
      else if (field === 'cw') compose.setSpoilerText(edited.value);
      else if (field === 'expiry') {
        view.expiryText = edited.value;
        const seconds = parseDuration(edited.value);
        view.fieldProblem = seconds === undefined ? 'expiry_unreadable' : null;
        if (seconds !== undefined) compose.poll.setExpiresIn(seconds);
      } else if (field === 'at') {
        view.atText = edited.value;
        readScheduleTime();
      } else {
        compose.setText(edited.value);
        autocomplete.update(edited.value, edited.cursor);
      }
    });
  };

  const readScheduleTime = () => {
    if (view.atText.trim() === '') {
      view.fieldProblem = null;
      compose.setScheduledAt(null);
      return;
    }
    const parsed = parseScheduleTime(view.atText, root.ports.clock.now());
    if ('at' in parsed) {
      view.fieldProblem = null;
      compose.setScheduledAt(parsed.at.toISOString());
    } else {
      view.fieldProblem =
        parsed.problem.kind === 'too_soon' ? 'schedule_too_soon' : 'schedule_unreadable';
      compose.setScheduledAt(null);
    }
  };

  const moveField = (step: 1 | -1) =>
    runInAction(() => {
      // Leaving the run shows it as the store clamped it (2h, not 200h past the maximum).
      if (view.field === 'expiry' && parseDuration(view.expiryText) !== undefined) {
        const { amount, unit } = expiryInUnit(compose.poll.expiresIn, compose.poll.units);
        view.expiryText = `${amount}${unit[0]}`;
      }
      view.field = stepField(fields(), view.field, step);
    });

  const togglePoll = () =>
    runInAction(() => {
      compose.setPollOpen(!compose.pollOpen);
      if (!compose.pollOpen && view.field !== 'text' && view.field !== 'cw' && view.field !== 'at')
        view.field = 'text';
      else if (compose.pollOpen) view.field = 'option:0';
    });

  const addOption = () =>
    runInAction(() => {
      if (compose.pollOpen && compose.poll.addOption())
        view.field = `option:${compose.poll.options.length - 1}`;
    });

  const removeOption = () =>
    runInAction(() => {
      const index = optionIndex(view.field);
      if (index !== undefined && compose.poll.removeOption(index))
        view.field = `option:${Math.min(index, compose.poll.options.length - 1)}`;
    });

  const cycleContentType = () => {
    const formats = root.instance.capabilities.postFormats;
    if (formats.length < 2) return;
    const current = formats.indexOf(compose.contentType ?? formats[0]!);
    compose.setContentType(formats[(current + 1) % formats.length]!);
  };

  const togglePreview = () =>
    runInAction(() => {
      view.previewOpen = !view.previewOpen;
      if (view.previewOpen) void preview.refresh();
      else preview.clear();
    });

  return {
    compose: compose as ComposeStore,
    mediaInput,
    stickers,
    autocomplete,
    preview,
    view,
    scheduling,
    fields,
    stateOf,
    write,
    moveField,
    togglePoll,
    addOption,
    removeOption,
    cycleContentType,
    togglePreview,
  };
}

/** Which post a form is for: its drafts are continued by a form for the same post. */
function contextOf(options: ComposeFormOptions): DraftContext {
  if (options.target) return { kind: options.target.mode, statusId: options.target.statusId };
  return options.replyToId ? { kind: 'reply', statusId: options.replyToId } : { kind: 'new' };
}
