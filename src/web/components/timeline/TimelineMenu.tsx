import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useRoot, useT } from '../../app/hooks';
import { pathFor, type RouteName } from '../../app/route-table';
import { NavLink, useLocation } from '../../app/router';
import { useVisibleNavItems } from '../../layout/NavPanel';
import { usePopover } from './use-popover';

/** The timelines the menu offers, in the navigation's order (Pleroma-FE's timeline menu). */
const TIMELINE_ROUTES: readonly RouteName[] = [
  'friends',
  'public-timeline',
  'public-external-timeline',
  'bookmarks',
  'dms',
];

/**
 * The timeline-name menu (spec part 1 §2): switch timeline from the header. It lists the
 * timelines the navigation shows this visitor (signed out: the public ones only, none of them
 * on a private instance; bookmarks where the server has them), the current one marked.
 */
export const TimelineMenu = observer(function TimelineMenu() {
  const t = useT();
  const { session, instance } = useRoot();
  const id = useId();
  const { open, setOpen, ref } = usePopover<HTMLDivElement>();
  const username = session.account?.username ?? '';
  const { pathname } = useLocation();
  const items = useVisibleNavItems()
    .filter((item) => TIMELINE_ROUTES.includes(item.route))
    .map((item) => ({ item, path: pathFor(item.route, item.params?.(username)) }));
  // On timeline screens only (a profile's statuses have no timeline name to switch).
  const onTimeline =
    /^\/(tag|lists)\//.test(pathname) || items.some(({ path }) => path === pathname);
  // Spec part 1 §5: a private instance shows no timelines to signed-out visitors.
  if (!onTimeline || (!session.isSignedIn && instance.info?.private === true)) return null;
  return (
    <div className="timeline-popover" ref={ref}>
      <button
        type="button"
        className="button-icon timeline-menu-button"
        title={t('timeline_tools.switch')}
        aria-label={t('timeline_tools.switch')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        ▾
      </button>
      {open ? (
        <nav
          id={id}
          className="timeline-popover-panel panel"
          aria-label={t('timeline_tools.timelines')}
        >
          <ul className="nav-list">
            {items.map(({ item, path }) => (
              <li key={item.route}>
                <NavLink to={path} onClick={() => setOpen(false)}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
});
