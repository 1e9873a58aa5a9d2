import type { Draft } from '../../core/model/draft-record';
import type { Translate } from '../i18n/locale-types';

/** "Reply to 123" and the like: which post a draft belongs to, in every face's list. */
export function draftContextLabel(t: Translate, draft: Pick<Draft, 'context'>): string {
  const { context } = draft;
  switch (context.kind) {
    case 'new':
      return t('drafts.context_new');
    case 'reply':
      return t('drafts.context_reply', { id: context.statusId });
    case 'quote':
      return t('drafts.context_quote', { id: context.statusId });
    case 'edit':
      return t('drafts.context_edit', { id: context.statusId });
  }
}

/** The draft's first words on one line (the content warning when there is no text). */
export function draftExcerpt(t: Translate, draft: Pick<Draft, 'text' | 'spoilerText'>): string {
  const words = (draft.text.trim() || draft.spoilerText.trim()).replace(/\s+/g, ' ');
  return words || t('drafts.empty_text');
}
