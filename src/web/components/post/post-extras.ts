/**
 * Everything of the post form that the first timeline frame does not need, behind one
 * dynamic import (one lazy chunk; web budget): the tools, the dialogs, the status's post
 * links and the floating button.
 */
export { FloatingPostButton } from './FloatingPostButton';
export { PostFormActions } from './PostFormActions';
export { default as PostFormTools } from './PostFormTools';
export { default as PostModals } from './PostModals';
