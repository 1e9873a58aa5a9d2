import type { RouteDef } from '../router';
import { adminDeskRoutes } from './desk';
import { instanceDocumentRoutes } from './documents';
import { emojiPackRoutes } from './emoji-packs';
import { adminReportRoutes } from './reports';
import { adminStatusRoutes } from './statuses';
import { adminUserRoutes } from './users';

/** Pleroma's moderation API (the admin config routes live beside, in config*.ts). */
export const moderationRoutes: RouteDef[] = [
  ...adminUserRoutes,
  ...adminReportRoutes,
  ...adminStatusRoutes,
  ...adminDeskRoutes,
  ...instanceDocumentRoutes,
  ...emojiPackRoutes,
];
