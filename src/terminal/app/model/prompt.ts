import { action, makeObservable, observable } from 'mobx';
import { type CompletionSources, complete } from './command-line';
import { type EditState, editOf } from './text-edit';

/** `command`: the `:` line. `search`: the query line of `/`. `status`: an action's question. */
export type PromptMode = 'command' | 'search' | 'status';

/**
 * What a status action asks on the bottom line (an emoji, choices, a comment, a yes), or a
 * profile's relationship key (a duration, a note, a yes; its `entryId` is the account id).
 */
export type StatusQuestion =
  | 'react'
  | 'vote'
  | 'report'
  | 'delete'
  | 'repeat'
  | 'unfollow'
  | 'mute'
  | 'block'
  | 'note'
  | 'remove_follower';

export interface StatusPrompt {
  readonly question: StatusQuestion;
  /** The timeline entry the action is for. */
  readonly entryId: string;
}

/**
 * The one-line input at the bottom: its text, and Tab completion. The first Tab completes
 * as far as every candidate agrees; when that adds nothing, Tab steps through the
 * candidates one by one (as a shell's menu completion does).
 */
export class PromptStore {
  mode: PromptMode | null = null;
  /** The action asking, while `mode` is `status`. */
  status: StatusPrompt | null = null;
  edit: EditState = editOf('');
  /** The candidates of the last Tab, shown under the line. */
  candidates: readonly string[] = [];
  /** Which candidate the last Tab put in the line; -1 when none. */
  candidateIndex = -1;
  /** The text the last Tab produced, to tell a second Tab from an edit. */
  private completedText: string | null = null;

  constructor() {
    makeObservable(this, {
      mode: observable,
      status: observable.ref,
      ask: action,
      edit: observable.ref,
      candidates: observable.ref,
      candidateIndex: observable,
      open: action,
      close: action,
      setEdit: action,
      completeNext: action,
    });
  }

  get isOpen(): boolean {
    return this.mode !== null;
  }

  get text(): string {
    return this.edit.value;
  }

  open(mode: PromptMode, initial = ''): void {
    this.mode = mode;
    this.status = null;
    this.edit = editOf(initial);
    this.candidates = [];
    this.candidateIndex = -1;
    this.completedText = null;
  }

  /** Ask on the bottom line for a status action; Enter answers, Esc cancels. */
  ask(status: StatusPrompt, initial = ''): void {
    this.open('status', initial);
    this.status = status;
  }

  close(): void {
    this.mode = null;
    this.status = null;
    this.candidates = [];
    this.candidateIndex = -1;
    this.completedText = null;
  }

  setEdit(edit: EditState): void {
    if (edit.value !== this.edit.value) {
      this.candidates = [];
      this.candidateIndex = -1;
      this.completedText = null;
    }
    this.edit = edit;
  }

  /** Tab. Only the command line completes. */
  completeNext(sources: CompletionSources): void {
    if (this.mode !== 'command') return;
    const text = this.edit.value;
    if (this.completedText === text && this.candidates.length > 1) {
      this.candidateIndex = (this.candidateIndex + 1) % this.candidates.length;
      this.apply(this.candidates[this.candidateIndex]!);
      return;
    }
    const { candidates, completed } = complete(text, sources);
    this.candidates = candidates;
    this.candidateIndex = -1;
    // Progress first; with none, this Tab lists the candidates and the next one steps.
    if (completed !== text) this.apply(completed);
    else this.completedText = text;
  }

  private apply(text: string): void {
    this.edit = editOf(text);
    this.completedText = text;
  }
}
