/** A poll as a new or edited post carries it (`poll[options][]`, `poll[expires_in]` in s). */
export interface NewPoll {
  readonly options: readonly string[];
  readonly expiresIn: number;
  readonly multiple: boolean;
}
