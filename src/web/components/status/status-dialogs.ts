/** Which menu or dialog a status's action bar has open (the lazy layer draws it). */
export type StatusDialog =
  | 'menu'
  | 'react'
  | 'confirm_delete'
  | 'confirm_repeat'
  | 'report'
  | 'favourited_by'
  | 'reblogged_by'
  | 'reacted_by'
  /** Reply, repeat, favourite or bookmark as another signed-in account. */
  | 'act_as';
