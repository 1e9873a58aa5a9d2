// The write commands' handlers, one lazy piece (see ../load-write.ts).
export { react, remove, report, toggle, vote } from './actions';
export { drafts } from './drafts';
export { upload } from './media';
export { edit, post } from './post';
export { scheduled } from './scheduled';
