import { announcementsOf } from '../../../core/model/announcements';
import type { AppServices } from '../app-context';

/**
 * The announcements view's questions on the bottom line (issue 13, managers only): the text
 * of a new announcement, or an announcement's new text (the prompt's `entryId` is its id).
 * Start, end and all-day stay as they are: those are `petrel announcements post|edit`'s and
 * the web form's (a one-line prompt is for words).
 */
export type AnnouncementQuestion = 'announce' | 'announce_edit';

export function isAnnouncementQuestion(question: string): question is AnnouncementQuestion {
  return question === 'announce' || question === 'announce_edit';
}

/** Asks for a new announcement's text. */
export function askNewAnnouncement(services: AppServices): void {
  services.prompt.ask({ question: 'announce', entryId: '' });
}

/** Asks for an announcement's new text, starting from its text as the manager typed it. */
export function askAnnouncementEdit(services: AppServices, id: string, text: string): void {
  services.prompt.ask({ question: 'announce_edit', entryId: id }, text);
}

export function announcementPromptLead(
  services: AppServices,
  question: AnnouncementQuestion,
): string {
  const { t, keyLabel } = services;
  const keys = { submit: keyLabel('prompt.submit'), cancel: keyLabel('prompt.cancel') };
  return question === 'announce'
    ? t('tui.announcements.ask_new', keys)
    : t('tui.announcements.ask_edit', keys);
}

/** Enter: posts or saves; a refusal's server text shows in the view (spec part 1 §8). */
export async function answerAnnouncementPrompt(
  services: AppServices,
  question: AnnouncementQuestion,
  id: string,
  answer: string,
): Promise<void> {
  const { root } = services;
  const content = answer.trim();
  if (!content) return;
  const store = root.use(announcementsOf);
  if (question === 'announce') {
    if (await store.post({ content })) root.notices.add('success', 'tui.announcements.posted');
    return;
  }
  if (await store.edit(id, { content })) root.notices.add('success', 'tui.announcements.edited');
}
