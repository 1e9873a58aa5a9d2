import type { ModerationSeed } from './admin/seed-moderation';
import type { StatusRecord } from './records';
import type { NewStatusInput } from './state';

/**
 * Ids of the seeded things tests care about. Ids are FlakeIDs minted from timestamps
 * relative to start-up, so they differ between runs: look them up here by name.
 */
export interface SeedRefs {
  users: Record<
    | 'alice'
    | 'bob'
    | 'carol'
    | 'dana'
    | 'grace'
    | 'ticker'
    | 'dave'
    | 'erin'
    | 'frankOld'
    | 'frank'
    /** `hank@loud.example`: muted by alice, with public posts (collapsed for her). */
    | 'hank',
    string
  >;
  statuses: {
    /** Alice's welcome post, pinned on her profile. */
    pinned: string;
    /** Root of a short thread (alice, replies by bob, alice, carol). */
    threadRoot: string;
    /** Root of the deep thread (dave): 9 levels, branches at levels 2 and 5. */
    deepThreadRoot: string;
    /** The deepest reply of the deep thread (level 9). */
    deepThreadLeaf: string;
    /** Content-warning post by carol (spoiler_text set, sensitive). */
    cw: string;
    /** Bob's post with one PNG image attachment. */
    image: string;
    /** Erin's post with a WebM video attachment. */
    video: string;
    /** Carol's post with a WAV audio attachment. */
    audio: string;
    /** Erin's open poll (tabs or spaces), single choice. */
    poll: string;
    /** Alice's expired multiple-choice poll (produces a `poll` notification). */
    expiredPoll: string;
    /** Post with custom emoji (:wave: :blobcat:). */
    emoji: string;
    /** Bob quoting alice's pinned post. */
    quote: string;
    /** Alice's boost of dave's picnic post (the reblog wrapper's id). */
    boost: string;
    /** A post with the #fediverse and #pleroma hashtags. */
    hashtag: string;
    /** A post mentioning @bob and @dave@remote.example. */
    mention: string;
    /** Carol's direct message to alice. */
    direct: string;
    /** Alice's followers-only post. */
    private: string;
    /** Bob's unlisted post. */
    unlisted: string;
  };
  lists: { closeFriends: string; remotePals: string };
  /** Moderation desk seed: pending registration, deactivated user, open reports. */
  moderation: ModerationSeed;
}

/** Posts as `who`, `minutesAgo` minutes before seeding, silently. */
export type Post = (
  who: string,
  minutesAgo: number,
  status: string,
  extra?: Partial<NewStatusInput>,
) => StatusRecord;

/** Minutes before seeding -> epoch ms. */
export type MinutesAgo = (minutesAgo: number) => number;
