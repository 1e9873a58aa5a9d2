import {
  Bell,
  Columns3,
  Database,
  Highlighter,
  Languages,
  Palette,
  PenLine,
  Settings,
  ShieldCheck,
  User,
  VolumeX,
} from 'lucide-react';
import { lazy } from 'react';
import type { SettingsTabSpec } from './tab-spec';

const signedOut = ({ signedIn }: { signedIn: boolean }) => !signedIn;

/** Each panel is its own chunk, fetched when its tab is first shown. */
const panel = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** The user mode's tabs (spec part 2 §2 "Settings tabs"), in the order shown. */
export const USER_TABS: readonly SettingsTabSpec[] = [
  {
    id: 'general',
    label: 'settings_modal.tabs.general',
    icon: Settings,
    panel: panel(() => import('./tabs/GeneralTab'), 'GeneralTab'),
  },
  {
    id: 'composing',
    label: 'settings_modal.tabs.composing',
    icon: PenLine,
    disabled: signedOut,
    panel: panel(() => import('./tabs/ComposingTab'), 'ComposingTab'),
  },
  {
    id: 'notifications',
    label: 'settings_modal.tabs.notifications',
    icon: Bell,
    panel: panel(() => import('./tabs/NotificationsTab'), 'NotificationsTab'),
  },
  {
    id: 'profile',
    label: 'settings_modal.tabs.profile',
    icon: User,
    disabled: signedOut,
    panel: panel(() => import('./tabs/ProfileTab'), 'ProfileTab'),
  },
  {
    id: 'security',
    label: 'settings_modal.tabs.security',
    icon: ShieldCheck,
    disabled: signedOut,
    panel: panel(() => import('./tabs/SecurityTab'), 'SecurityTab'),
  },
  {
    id: 'mutes',
    label: 'settings_modal.tabs.mutes',
    icon: VolumeX,
    disabled: signedOut,
    panel: panel(() => import('./tabs/MutesTab'), 'MutesTab'),
  },
  {
    id: 'data',
    label: 'settings_modal.tabs.data',
    icon: Database,
    panel: panel(() => import('./tabs/DataTab'), 'DataTab'),
  },
  {
    id: 'layout',
    label: 'settings_modal.tabs.layout',
    icon: Columns3,
    panel: panel(() => import('./tabs/LayoutTab'), 'LayoutTab'),
  },
  {
    id: 'highlight',
    label: 'settings_modal.tabs.highlight',
    icon: Highlighter,
    panel: panel(() => import('./tabs/HighlightTab'), 'HighlightTab'),
  },
  {
    id: 'theme',
    label: 'settings_modal.tabs.theme',
    icon: Palette,
    panel: panel(() => import('./tabs/ThemeTab'), 'ThemeTab'),
  },
  {
    id: 'language',
    label: 'settings_modal.tabs.language',
    icon: Languages,
    panel: panel(() => import('./tabs/LanguageTab'), 'LanguageTab'),
  },
];
